import type { APIRoute } from 'astro';
import { streamOf } from '../artifacts/json-stream.ts';
import { getInsights } from '../insights/insights-output.ts';

export const GET: APIRoute = async () => new Response(streamOf((await getInsights()).json));
