import { RESOURCE_TOO_LARGE } from '../../src/mcp/http/jsonrpc.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { runBundledMcp } from '../../tests/support/bundled-mcp.ts';
import { EVERY_TEXT_CHECKED } from './query-mix.ts';

/** Where the MCP requests say they go (the origin policy allows it: SITE_URL is set to it). */
export const MCP_URL = 'http://localhost:8888/mcp';

/**
 * Every MCP tool with its largest valid arguments, and every resource read: the calls that could give the largest
 * answer (a resource too large for one answer is refused with a small error; at scale /reviews.json always is).
 */
export function mcpMix(dataset: ReviewsDataset, insightsJson: string): object[] {
  const { business } = dataset;
  const oldest = dataset.reviews.at(-1)!.id;
  const aspect = (JSON.parse(insightsJson) as { aspects: { id: string }[] }).aspects[0]!.id;
  const calls: [string, object][] = [
    ['get_business', {}],
    ['get_rating_summary', {}],
    ['search_reviews', { limit: 100 }],
    ['search_reviews', { query: 'roof', limit: 100 }],
    // A phrase checked against the text of nearly every review: the most a search makes an instance keep.
    ['search_reviews', { query: EVERY_TEXT_CHECKED, limit: 100 }],
    ['get_reviews_since', { since: '1900-01-01', limit: 500 }],
    ['get_review', { id: oldest }],
    ['get_technician', { technician: business.technicians[0]!.id }],
    ['get_service', { service: business.services[0]!.id }],
    ['get_service_area', { service_area: business.service_areas[0]!.id }],
    ['list_aspects', {}],
    ['get_aspect_sentiment', { aspect }],
    ['get_faq', {}],
    ['get_summary', {}],
  ];
  const origin = new URL(MCP_URL).origin;
  return [
    { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    { jsonrpc: '2.0', id: 2, method: 'resources/list' },
    ...calls.map(([name, args], i) => ({
      jsonrpc: '2.0',
      id: 10 + i,
      method: 'tools/call',
      params: { name, arguments: args },
    })),
    ...['/reviews.json', '/insights.json', '/api/feed.json'].map((path, i) => ({
      jsonrpc: '2.0',
      id: 100 + i,
      method: 'resources/read',
      params: { uri: `${origin}${path}` },
    })),
  ];
}

/**
 * The bundled MCP function in a fresh process: once to check that every call answers (a tool error or a refusal
 * other than "too large for one answer" would hide the answer it stands for), then the mix three times over for
 * the peak memory, holding no bodies.
 */
export function serveMcp(module: string, messages: object[]): { peakRss: number; largestBody: number } {
  const checked = runBundledMcp(module, messages, MCP_URL);
  checked.bodies.forEach((body, i) => {
    const answer = JSON.parse(body) as { error?: { code: number }; result?: { isError?: boolean } };
    if (answer.result?.isError || (answer.error && answer.error.code !== RESOURCE_TOO_LARGE)) {
      throw new Error(`the MCP function did not answer ${JSON.stringify(messages[i])}: ${body.slice(0, 300)}`);
    }
  });
  const measured = runBundledMcp(module, messages, MCP_URL, { rounds: 3, keepBodies: false });
  return { peakRss: measured.peakRss, largestBody: Math.max(...checked.sizes, ...measured.sizes) };
}
