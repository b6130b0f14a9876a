import type { APIRoute } from 'astro';
import { datasetBody } from '../artifacts/dataset-files.ts';
import { getInsights } from '../insights/insights-output.ts';
import { paths } from '../site.ts';

// In a build, the build writes the file itself (src/artifacts/dataset-files.ts).
export const GET: APIRoute = async () => {
  const { json } = await getInsights();
  return new Response(datasetBody(paths.insights, () => json));
};
