import type { APIRoute } from 'astro';
import { datasetBody } from '../artifacts/dataset-files.ts';
import { jsonTexts } from '../artifacts/json-stream.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { paths } from '../site.ts';

// In a build, the build writes the file itself (src/artifacts/dataset-files.ts).
export const GET: APIRoute = () => new Response(datasetBody(paths.reviews, () => jsonTexts(getReviewsDataset())));
