import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ToolSpec } from './tools/define.ts';

export const toolAnnotations = (spec: ToolSpec) => ({
  title: spec.title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

/**
 * JSON Schema of a tool's input or output, derived from its zod schema as the SDK would (draft-07, which the SDK's
 * own client validates), minus `format: "ulid"`: not a JSON Schema format, so validators warn on every call; the
 * ULID `pattern` next to it still says what an id looks like.
 */
function jsonSchema(schema: z.ZodObject, io: 'input' | 'output'): Tool['inputSchema'] {
  return z.toJSONSchema(schema, {
    target: 'draft-7',
    io,
    override: ({ jsonSchema: node }) => {
      if (node.format === 'ulid') delete node.format;
    },
  }) as Tool['inputSchema'];
}

/** The tools/list entries: derived once per instance, since the tools never change while it runs. */
export function toolDefinitions(specs: readonly ToolSpec[]): Tool[] {
  return specs.map((spec) => ({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: jsonSchema(spec.input, 'input'),
    outputSchema: jsonSchema(spec.output, 'output') as Tool['outputSchema'],
    annotations: toolAnnotations(spec),
  }));
}
