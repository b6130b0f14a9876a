import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

/**
 * Validates live JSON responses against the schemas of the OpenAPI document the server itself serves at
 * /.well-known/openapi.json: an independent check that what the document promises is what the endpoints send.
 *
 *   const response = await fetch(`${baseUrl}/api/reviews/search?rating=5`);
 *   const body = await expectMatchesOpenApi(response, '/api/reviews/search', 'get');
 *
 * `path` is the path as written in the document ('/api/reviews/since/{date}') or a concrete one
 * ('/api/reviews/since/2025-01-01'), which is matched against the document's path templates.
 */

type JsonSchema = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

// ajv-formats is CommonJS; under Node's ESM loader its default export is the function itself or { default }.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => void;

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

export class OpenApiValidator {
  readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.document = document;
    // strict: an unknown keyword in the document is a defect of the document, not something to skip silently.
    this.ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('ulid', ULID); // zod's z.ulid() emits `format: ulid`
    // The components become one schema resource whose refs ("#/components/schemas/X") resolve inside it.
    this.ajv.addKeyword({ keyword: 'components', schemaType: 'object' });
    this.ajv.addSchema({ $id: 'openapi:document', components: document.components ?? {} });
  }

  /** The document's path template for a concrete or templated path, or null. */
  templateOf(path: string): string | null {
    const pathname = path.split('?')[0]!;
    if (this.document.paths[pathname]) return pathname;
    for (const template of Object.keys(this.document.paths)) {
      const pattern = new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      );
      if (pattern.test(pathname)) return template;
    }
    return null;
  }

  /** The JSON schema the document gives for (path, method, status), or an explanation of why there is none. */
  schemaFor(path: string, method: string, status: number): { schema: JsonSchema } | { missing: string } {
    const template = this.templateOf(path);
    if (!template) return { missing: `the document has no path matching ${path}` };
    const operation = this.document.paths[template]![method.toLowerCase()];
    if (!operation) return { missing: `the document has no ${method.toUpperCase()} ${template}` };
    const response =
      operation.responses?.[String(status)] ??
      operation.responses?.[`${String(status)[0]}XX`] ??
      operation.responses?.default;
    if (!response)
      return { missing: `the document lists no ${status} response for ${method.toUpperCase()} ${template}` };
    const schema = response.content?.['application/json']?.schema;
    if (!schema)
      return {
        missing: `the ${status} response of ${method.toUpperCase()} ${template} has no application/json schema`,
      };
    return { schema };
  }

  /** Errors of a body against the schema of (path, method, status); an empty list when it matches. */
  validate(body: unknown, path: string, method: string, status: number): string[] {
    const found = this.schemaFor(path, method, status);
    if ('missing' in found) return [found.missing];
    const key = `${this.templateOf(path)} ${method.toLowerCase()} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      // Local refs are rewritten to point into the components resource registered in the constructor.
      const schema = JSON.parse(
        JSON.stringify(found.schema).replaceAll('"#/components/', '"openapi:document#/components/'),
      );
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    return validate(body) ? [] : formatErrors(validate.errors ?? []);
  }
}

function formatErrors(errors: ErrorObject[]): string[] {
  return errors.map(
    (e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
}

const validators = new Map<string, Promise<OpenApiValidator>>();

/** The validator of the document served by a base URL, fetched once per test file and base URL. */
export function openApiValidator(baseUrl: string): Promise<OpenApiValidator> {
  let validator = validators.get(baseUrl);
  if (!validator) {
    validator = fetch(`${baseUrl}/.well-known/openapi.json`).then(async (response) => {
      if (!response.ok) throw new Error(`GET /.well-known/openapi.json answered ${response.status}`);
      return new OpenApiValidator((await response.json()) as OpenApiDocument);
    });
    validators.set(baseUrl, validator);
  }
  return validator;
}

/**
 * Asserts that a live JSON response matches the schema the served OpenAPI document gives for its path, method and
 * status, and returns the parsed body. The response body is read from a clone, so the caller can still read it.
 */
export async function expectMatchesOpenApi(response: Response, path: string, method = 'get'): Promise<unknown> {
  const base = new URL(response.url).origin;
  const validator = await openApiValidator(base);
  expect(response.headers.get('content-type') ?? '', `${method.toUpperCase()} ${path}: content type`).toContain(
    'application/json',
  );
  const body: unknown = await response.clone().json();
  const errors = validator.validate(body, path, method, response.status);
  expect(errors, `${method.toUpperCase()} ${path} (${response.status}) against the served OpenAPI document`).toEqual(
    [],
  );
  return body;
}
