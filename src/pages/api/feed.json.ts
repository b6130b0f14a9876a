import type { APIRoute } from 'astro';
import { buildJsonFeed } from '../../artifacts/json-feed.ts';
import { getReviewsDataset } from '../../datasets/reviews-dataset.ts';

export const GET: APIRoute = () => new Response(JSON.stringify(buildJsonFeed(getReviewsDataset())));
