import { analyseReviews, buildInsights } from '../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../src/insights/editorial.ts';
import { benchData } from '../support/datasets.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export const insightsAnalysis: BenchSuite = {
  name: 'insights-analysis',
  title: 'Insights: aspect-based sentiment analysis and /insights.json',
  description:
    'In-process, per size: the text analysis of every review alone (analyseReviews), then the whole /insights.json ' +
    '(buildInsights: analysis again, aggregation, topics, FAQ) serialised to JSON, as the build computes it.',
  async run(sizes) {
    const summary = loadEditorialSummary();
    const rows: BenchRow[] = [];
    const targets: TargetCheck[] = [];
    for (const size of sizes) {
      const { dataset } = benchData(size);
      const words = dataset.reviews.reduce((n, r) => n + (r.text ? r.text.split(/\s+/).length : 0), 0);
      let started = performance.now();
      analyseReviews(dataset);
      const analysisMs = performance.now() - started;
      started = performance.now();
      const json = JSON.stringify(buildInsights(dataset, summary));
      const insightsMs = performance.now() - started;
      if (size === 100_000)
        targets.push(check('analysis of 100k reviews < 60 s', `${seconds(analysisMs)} s`, analysisMs < 60_000));
      rows.push({
        reviews: size,
        words,
        'analysis s': seconds(analysisMs),
        'analysis µs per review': Math.round((analysisMs * 1000) / size),
        'insights.json s': seconds(insightsMs),
        'insights.json MiB': (Buffer.byteLength(json) / 2 ** 20).toFixed(1),
      });
    }
    return { rows, targets };
  },
};
