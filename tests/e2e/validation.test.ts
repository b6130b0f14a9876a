import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectMatchesOpenApi, openApiValidator } from '../support/openapi-validator.ts';

/**
 * Independent checks of what the server serves, by tools that share no code with it: the JSON Feed 1.1 JSON Schema
 * (jsonfeed-schema, with ajv), RFC 4287's RELAX NG schema (Debian's jing), @redocly/cli lint of the OpenAPI document,
 * and the served OpenAPI document's own schemas applied to live responses.
 */

const baseUrl = inject('baseUrl');
const work = mkdtempSync(join(tmpdir(), 'reviews-validation-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => void;
const jsonFeedSchema = createRequire(import.meta.url)('jsonfeed-schema/schema-v1.1.json') as Record<string, unknown>;

describe('JSON Feed against the JSON Feed 1.1 JSON Schema', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(jsonFeedSchema);

  it('uses the 1.1 schema', () => {
    expect(jsonFeedSchema.description).toBe('JSON Feed Version 1.1');
  });

  it('/api/feed.json is a valid JSON Feed 1.1 document', async () => {
    const feed = await (await fetch(`${baseUrl}/api/feed.json`)).json();
    expect(validate(feed) ? [] : validate.errors).toEqual([]);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  });

  it('would catch a broken feed (the schema is really applied)', async () => {
    const feed = await (await fetch(`${baseUrl}/api/feed.json`)).json();
    delete feed.items[0].id;
    feed.hubs = [{ url: 42 }];
    expect(validate(feed)).toBe(false);
  });
});

describe('Atom feed against the RELAX NG schema of RFC 4287', () => {
  const schema = resolve('tests/fixtures/atom/atom.rnc');

  function jing(xml: string) {
    const file = join(work, `feed-${Math.random().toString(36).slice(2)}.xml`);
    writeFileSync(file, xml);
    const result = spawnSync('jing', ['-c', schema, file], { encoding: 'utf8' });
    if (result.error)
      throw new Error(`jing could not run (${result.error.message}); scripts/ensure-test-tools.sh installs it`);
    // Debian's wrapper warns on stderr about optional jars it does not need; validation errors go to stdout.
    return { status: result.status, errors: result.stdout.trim() };
  }

  it('/feed.xml is valid Atom', async () => {
    const xml = await (await fetch(`${baseUrl}/feed.xml`)).text();
    expect(jing(xml)).toEqual({ status: 0, errors: '' });
  });

  it('would catch a broken feed (the schema is really applied)', async () => {
    const xml = (await (await fetch(`${baseUrl}/feed.xml`)).text()).replace(/<id>[^<]*<\/id>/, '');
    const result = jing(xml);
    expect(result.status).not.toBe(0);
    expect(result.errors).toContain('missing required element "id"');
  });
});

describe('OpenAPI document', () => {
  it('passes @redocly/cli lint with the project rules (redocly.yaml)', async () => {
    const file = join(work, 'openapi.json');
    writeFileSync(file, await (await fetch(`${baseUrl}/.well-known/openapi.json`)).text());
    const result = spawnSync(
      'node_modules/.bin/redocly',
      ['lint', file, '--config', 'redocly.yaml', '--format', 'stylish'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 60_000,
      },
    );
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout + result.stderr).toContain('Your API description is valid');
  });

  it('describes the live datasets: their bodies match the schemas it gives for them', async () => {
    await expectMatchesOpenApi(await fetch(`${baseUrl}/reviews.json`), '/reviews.json');
    await expectMatchesOpenApi(await fetch(`${baseUrl}/api/feed.json`), '/api/feed.json');
  });

  it('validation of live bodies is real: a changed body fails with the path of the problem', async () => {
    const validator = await openApiValidator(baseUrl);
    const dataset = await (await fetch(`${baseUrl}/reviews.json`)).json();
    dataset.reviews[0].rating = 6;
    dataset.aggregate_rating.distribution = {};
    const errors = validator.validate(dataset, '/reviews.json', 'get', 200);
    expect(errors.some((e) => e.startsWith('/reviews/0/rating'))).toBe(true);
    expect(errors.some((e) => e.startsWith('/aggregate_rating/distribution'))).toBe(true);
    expect(validator.validate({}, '/reviews.json', 'get', 418)).toEqual([
      'the document lists no 418 response for GET /reviews.json',
    ]);
    expect(validator.templateOf('/api/reviews/since/2025-01-01')).toBe('/api/reviews/since/{date}');
  });
});
