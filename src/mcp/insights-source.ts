import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InsightsDataset } from '../schemas/insights.ts';

/**
 * Where the MCP tools get the insights: the bytes of /insights.json as the build published them. The analysis is
 * never run in the function (it is slow at scale); netlify/functions/mcp.ts bundles INSIGHTS_FILE with
 * `includedFiles` and reads it relative to itself.
 */
export const INSIGHTS_FILE = 'dist/insights.json';

/**
 * What the tools read: /insights.json without `per_review` (the bulk of the file, one entry per review, which no tool
 * serves), validated by the InsightsDataset schema.
 */
export const ServedInsights = InsightsDataset.omit({ per_review: true });
export type ServedInsights = z.infer<typeof ServedInsights>;

export interface InsightsSource {
  /** The published JSON, byte for byte (the insights resource). Not kept in memory: it is read when asked for. */
  text(): string;
  /** Parsed and validated on first use, then shared by every request of the instance. */
  data(): ServedInsights;
}

/** Insights from a way to get the published JSON; `origin` names it in errors. */
export function insightsSource(text: () => string, origin: string): InsightsSource {
  let data: ServedInsights | undefined;
  return {
    text,
    data() {
      if (!data) {
        const parsed = ServedInsights.safeParse(JSON.parse(text()));
        if (!parsed.success)
          throw new Error(`${origin} is not a valid insights dataset:\n${z.prettifyError(parsed.error)}`);
        data = parsed.data;
      }
      return data;
    },
  };
}

/** Insights from the published file (in a function: bundled beside it). */
export const insightsFromFile = (file: string | URL): InsightsSource =>
  insightsSource(() => readFileSync(file, 'utf8'), `The insights file ${file}`);
