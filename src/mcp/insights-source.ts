import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InsightsDataset, ServiceAreaInsight, ServiceInsight, TechnicianInsight, Trend } from '../schemas/insights.ts';
import { AspectView } from './insights-view.ts';
import { answerBytesOf } from './limits.ts';

/**
 * Where the MCP tools get the insights: from what the build published as /insights.json, never by running the
 * analysis in the function (it is slow at scale). The build writes MCP_INSIGHTS_FILE beside the review index, and
 * netlify/functions/mcp.ts bundles it with `includedFiles`: only the parts the tools serve, plus the published bytes
 * when they are small enough for one answer (the insights resource). At 100,000 reviews /insights.json is about
 * 65 MB, almost all of it lists of review ids that no tool serves; bundling it would push the function past
 * Netlify's bundle limit.
 */
export const MCP_INSIGHTS_FILE = '.netlify/mcp-data/insights.json';

const ENTITY_VIEW = { id: true, sentiment: true, top_aspects: true, example_review_ids: true } as const;

/**
 * What the tools read of /insights.json, derived from its schema: no `per_review` and no `review_ids` lists (they grow
 * with the reviews; the insights resource, the whole file, has them). Parsing with it drops them.
 */
export const ServedInsights = InsightsDataset.pick({
  generated_at: true,
  review_count: true,
  date_range: true,
  overall_sentiment: true,
  faq: true,
  summary: true,
  pull_quote: true,
}).extend({
  aspects: z.array(AspectView),
  entities: z.object({
    technicians: z.array(TechnicianInsight.pick(ENTITY_VIEW)),
    services: z.array(ServiceInsight.pick(ENTITY_VIEW)),
    service_areas: z.array(ServiceAreaInsight.pick(ENTITY_VIEW)),
  }),
  temporal: z.object({ trend: Trend }),
});
export type ServedInsights = z.infer<typeof ServedInsights>;

const McpInsightsFile = z.object({
  /** Bytes of the published /insights.json. */
  published_bytes: z.int().nonnegative(),
  /**
   * Bytes it takes in an MCP answer (a JSON string, escaped: answerBytesOf); the published bytes, a lower bound, when
   * those are over the budget already.
   */
  published_answer_bytes: z.int().nonnegative(),
  /** The published /insights.json, byte for byte, when it fits one MCP answer; null otherwise. */
  published: z.string().nullable(),
  tools: ServedInsights,
});

/**
 * The MCP function's insights file from what the build publishes as /insights.json: its JSON texts and its
 * data, of which the tools' parts are kept (any object with them: the build passes the insights without per_review,
 * so nothing parses the published 65 MB again).
 */
export function mcpInsightsFileOf(published: readonly string[], data: unknown, answerBytes: number): string {
  // The raw size first: a text over the budget is over it as an answer too, and is never joined (65 MB at 100k).
  const bytes = published.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const text = bytes <= answerBytes ? published.join('') : null;
  const inAnswer = text === null ? bytes : answerBytesOf(text);
  return JSON.stringify({
    published_bytes: bytes,
    published_answer_bytes: inAnswer,
    published: inAnswer <= answerBytes ? text : null,
    tools: ServedInsights.parse(data),
  } satisfies z.input<typeof McpInsightsFile>);
}

/** The MCP function's insights file from the published /insights.json text. */
export function mcpInsightsFile(published: string, answerBytes: number): string {
  return mcpInsightsFileOf([published], JSON.parse(published), answerBytes);
}

export interface InsightsSource {
  /** The published JSON, byte for byte (the insights resource). */
  text(): string;
  /** Its size in an MCP answer (answerBytesOf), or a lower bound of it, known without making the text. */
  bytes(): number;
  /** Parsed and validated on first use, then shared by every request of the instance. */
  data(): ServedInsights;
}

const parsedOrThrow = <T extends z.ZodType>(schema: T, value: unknown, origin: string): z.output<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${origin} is not a valid insights dataset:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** Insights from a way to get the published JSON (tests and benchmarks, in memory); `origin` names it in errors. */
export function insightsSource(text: () => string, origin: string): InsightsSource {
  let data: ServedInsights | undefined;
  let bytes: number | undefined;
  return {
    text,
    bytes: () => (bytes ??= answerBytesOf(text())),
    data: () => (data ??= parsedOrThrow(ServedInsights, JSON.parse(text()), origin)),
  };
}

/** Insights from the file the build wrote for the function (bundled beside it), read on first use. */
export function insightsFromFile(file: string | URL): InsightsSource {
  let content: z.output<typeof McpInsightsFile> | undefined;
  const load = () =>
    (content ??= parsedOrThrow(McpInsightsFile, JSON.parse(readFileSync(file, 'utf8')), `The insights file ${file}`));
  return {
    text: () => {
      const { published, published_bytes } = load();
      if (published === null) throw new Error(`/insights.json (${published_bytes} bytes) is not bundled: too large`);
      return published;
    },
    bytes: () => load().published_answer_bytes,
    data: () => load().tools,
  };
}
