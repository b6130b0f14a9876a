import { siteUrl } from '../site.ts';
import { getReviewData } from './data-source.ts';
import { getInsights } from './insights-source.ts';
import { insightsView } from './insights-view.ts';
import { datasetResources, type DatasetResource } from './resources.ts';
import type { ToolContext } from './tools/define.ts';

let cached: { context: ToolContext; resources: readonly DatasetResource[] } | undefined;

/** What one function instance serves: loaded on first use, then shared by every request the instance handles. */
export function getMcpData() {
  if (!cached) {
    const { dataset, index } = getReviewData();
    const baseUrl = siteUrl();
    cached = {
      context: { dataset, index, insights: insightsView(getInsights()), baseUrl },
      resources: datasetResources(dataset, getInsights, baseUrl),
    };
  }
  return cached;
}
