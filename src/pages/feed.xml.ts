import type { APIRoute } from 'astro';
import { renderAtomFeed } from '../artifacts/atom-feed.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';

export const GET: APIRoute = () => new Response(renderAtomFeed(getReviewsDataset()));
