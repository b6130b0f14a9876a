import type { APIRoute } from 'astro';
import { getInsightsDataset } from '../insights/build-insights.ts';

export const GET: APIRoute = () => new Response(JSON.stringify(getInsightsDataset()));
