import type { z } from 'zod';
import type { ReviewIndex } from '../../query/search.ts';
import type { ReviewsDataset } from '../../schemas/reviews-dataset.ts';
import type { ServedInsights } from '../insights-source.ts';

/** Everything a tool reads. Built once per function instance; tools are pure functions of it. */
export interface ToolContext {
  dataset: ReviewsDataset;
  index: ReviewIndex;
  /** The published insights, loaded on first use (only the insights tools and profiles need them). */
  insights: () => ServedInsights;
  /** Absolute base URL of the site, for links in results. */
  baseUrl: string;
}

/** A tool's answer to a bad id or name: becomes a tool error (isError: true) naming the valid choices. */
export class ToolError extends Error {}

export interface ToolSpec<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  run(args: z.output<I>, context: ToolContext): z.output<O>;
  /** Plain-text rendering of the result, for clients that show text rather than structuredContent. */
  render(result: z.output<O>, context: ToolContext): string;
}

/** Keeps each tool's argument and result types tied to its schemas while the list holds them all. */
export const defineTool = <I extends z.ZodObject, O extends z.ZodObject>(spec: ToolSpec<I, O>): ToolSpec =>
  spec as unknown as ToolSpec;

/** "a", "b" or "c" — for error messages that list the valid choices. */
export function choices(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
