import type { APIRoute } from 'astro';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';

export const GET: APIRoute = () => new Response(JSON.stringify(getReviewsDataset()));
