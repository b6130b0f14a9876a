import type { APIRoute } from 'astro';
import { renderLlmsTxt } from '../artifacts/llms-txt.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { getInsights } from '../insights/insights-output.ts';

export const GET: APIRoute = async () =>
  new Response(renderLlmsTxt(getReviewsDataset(), undefined, (await getInsights()).overview));
