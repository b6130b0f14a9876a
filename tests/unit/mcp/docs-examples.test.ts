import { readFileSync, writeFileSync } from 'node:fs';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInProcess } from '../../support/mcp-in-process-client.ts';

/**
 * The examples in docs/mcp.md marked `<!-- checked: {...} -->` are what the tools answer on the built content: each
 * block must equal a real tools/call through the SDK client, abbreviated by the marker's stated rule (`head` first
 * lines, `tail` last lines, lines cut at `width` characters; "..." marks what is left out). After a change of the
 * content or the analysis, `UPDATE_MCP_DOCS=1 npx vitest run tests/unit/mcp/docs-examples.test.ts` rewrites them.
 */
interface Example {
  tool: string;
  arguments: Record<string, unknown>;
  check: 'text' | 'result' | 'aspect';
  id?: string;
  head?: number;
  tail?: number;
  width?: number;
}
const DOC = new URL('../../../docs/mcp.md', import.meta.url);
const doc = readFileSync(DOC, 'utf8');
const BLOCK = /(<!-- checked: (\{.*\}) -->\n```\w+\n)([\s\S]*?)(\n```)/g;
const examples = [...doc.matchAll(BLOCK)].map((m) => ({ ...(JSON.parse(m[2]!) as Example), block: m[3]! }));

let client: Client;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ client, close } = await connectInProcess());
});
afterAll(() => close());

function abbreviate(text: string, { head, tail = 0, width }: Example): string {
  let lines = text.split('\n');
  if (head !== undefined && lines.length > head + tail)
    lines = [...lines.slice(0, head), '...', ...(tail ? lines.slice(-tail) : [])];
  if (width) {
    lines = lines.map((l) => (l.length <= width ? l : `${l.slice(0, l.lastIndexOf(' ', width - 4))} ...`));
  }
  return lines.join('\n');
}

async function render(example: Example): Promise<string> {
  const result = (await client.callTool({ name: example.tool, arguments: example.arguments })) as CallToolResult;
  if (example.check === 'text')
    return abbreviate(result.content.map((c) => (c.type === 'text' ? c.text : '')).join(''), example);
  if (example.check === 'result') return JSON.stringify(result, null, 2);
  const aspects = (result.structuredContent as { aspects: Array<{ id: string }> }).aspects;
  return JSON.stringify(
    aspects.find((a) => a.id === example.id),
    null,
    2,
  );
}

describe('docs/mcp.md examples', () => {
  it('are what the tools answer on the built content', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
    const rendered = await Promise.all(examples.map(render));
    if (process.env.UPDATE_MCP_DOCS === '1') {
      let i = 0;
      writeFileSync(
        DOC,
        doc.replace(BLOCK, (_, open: string, _marker, _block, close: string) => `${open}${rendered[i++]}${close}`),
      );
    }
    for (const [i, example] of examples.entries())
      expect(example.block, `${example.tool} ${JSON.stringify(example.arguments)}`).toBe(rendered[i]);
  });
});
