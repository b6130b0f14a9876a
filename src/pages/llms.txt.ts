import type { APIRoute } from 'astro';
import { renderLlmsTxt } from '../artifacts/llms-txt.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { getInsightsDataset } from '../insights/build-insights.ts';

export const GET: APIRoute = () => new Response(renderLlmsTxt(getReviewsDataset(), undefined, getInsightsDataset()));
