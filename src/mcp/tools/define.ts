import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { ReviewIndex } from '../../query/search.ts';
import type { ServedInsights } from '../insights-source.ts';
import { answerBytesOf } from '../limits.ts';

/** Everything a tool reads. Built once per function instance; tools are pure functions of it. */
export interface ToolContext {
  /** The reviews, their catalogue and columns; a review is read by position (index.review) when a tool returns it. */
  index: ReviewIndex;
  /** The published insights, loaded on first use (only the insights tools and profiles need them). */
  insights: () => ServedInsights;
  /** Absolute base URL of the site, for links in results. */
  baseUrl: string;
}

/** A tool's answer to a bad id or name: becomes a tool error (isError: true) naming the valid choices. */
export class ToolError extends Error {}

export interface ToolSpec<I extends z.ZodObject, O extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  run(args: z.output<I>, context: ToolContext): z.output<O>;
  /** Plain-text rendering of the result, for clients that show text rather than structuredContent. */
  render(result: z.output<O>, context: ToolContext): string;
}

/** A tool, ready to be registered on a server. Its argument and result types stay tied to its schemas inside. */
export interface Tool {
  name: string;
  /** Registers the tool; no answer (text and structuredContent together) may pass `answerBytes`. */
  register(server: McpServer, context: ToolContext, answerBytes: number): void;
}

const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(spec: ToolSpec<I, O>): Tool {
  const answer = (args: z.output<I>, context: ToolContext, answerBytes: number): CallToolResult => {
    try {
      const structuredContent = spec.run(args, context);
      const text = spec.render(structuredContent, context);
      const bytes = Buffer.byteLength(JSON.stringify(structuredContent)) + answerBytesOf(text);
      if (bytes > answerBytes) {
        return errorResult(
          `The answer of ${spec.name} would be ${bytes} bytes, over the ${answerBytes} bytes one answer may ` +
            'carry here; ask for less (a smaller limit or a narrower date range), or send the call alone rather than in a batch.',
        );
      }
      return { content: [{ type: 'text', text }], structuredContent };
    } catch (error) {
      if (error instanceof ToolError) return errorResult(error.message);
      // Anything else is our fault (e.g. a missing or invalid bundled file): logged in full, not shown to clients.
      console.error(`mcp: ${spec.name} failed`, error);
      return errorResult(`Internal error: ${spec.name} could not answer; try again later.`);
    }
  };
  return {
    name: spec.name,
    register(server, context, answerBytes) {
      server.registerTool<z.ZodObject, z.ZodObject>(
        spec.name,
        {
          title: spec.title,
          description: spec.description,
          inputSchema: spec.input,
          outputSchema: spec.output,
          annotations: {
            title: spec.title,
            readOnlyHint: true,
            destructiveHint: false,
            idempotentHint: true,
            openWorldHint: false,
          },
        },
        // The one place the SDK's types cannot follow: its callback type is conditional on the input schema's type,
        // which TypeScript leaves unresolved for a type parameter such as I, so the callback is typed for any object
        // schema and receives Record<string, unknown>. The SDK has already validated the arguments against
        // spec.input; parsing them once more with it (microseconds) gives their exact type without a cast.
        (args) => answer(spec.input.parse(args), context, answerBytes),
      );
    },
  };
}

/** "a", "b" or "c" — for error messages that list the valid choices. */
export function choices(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
