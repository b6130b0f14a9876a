import { loadContent } from '../../src/content/load-content.ts';
import { buildReviewsDataset } from '../../src/datasets/reviews-dataset.ts';
import { analyseReviews, buildInsights } from '../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../src/insights/editorial.ts';
import { syntheticReviews } from '../synthetic-texts.ts';

export const name = 'insights analysis (aspect-based sentiment of every review, then /insights.json)';

/**
 * For each size: the text analysis of every review alone, then the whole /insights.json (analysis, aggregation and
 * serialisation). Target: 100k reviews analysed in under 60 s.
 */
export async function run(sizes: number[]): Promise<Array<Record<string, string | number>>> {
  const { business } = loadContent();
  const summary = loadEditorialSummary();
  const rows: Array<Record<string, string | number>> = [];
  for (const size of sizes) {
    const reviews = syntheticReviews(size, business);
    const dataset = buildReviewsDataset({ business, reviews, updated: reviews[0]?.date ?? null });
    const words = reviews.reduce((n, r) => n + (r.text ? r.text.split(/\s+/).length : 0), 0);
    let started = performance.now();
    analyseReviews(dataset);
    const analysisMs = performance.now() - started;
    started = performance.now();
    const json = JSON.stringify(buildInsights(dataset, summary));
    const datasetMs = performance.now() - started;
    rows.push({
      reviews: size,
      words,
      'analysis s': (analysisMs / 1000).toFixed(2),
      'µs per review': Math.round((analysisMs * 1000) / size),
      'insights.json s': (datasetMs / 1000).toFixed(2),
      'insights.json MiB': (json.length / 2 ** 20).toFixed(1),
      'under 60 s': analysisMs < 60_000 ? 'yes' : 'NO',
    });
  }
  return rows;
}
