import type { APIRoute } from 'astro';
import { jsonStream } from '../artifacts/json-stream.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';

export const GET: APIRoute = () => new Response(jsonStream(getReviewsDataset()));
