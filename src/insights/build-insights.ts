import type { EditorialSummary, InsightsDataset } from '../schemas/insights.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { analyzeText } from './analyze-text.ts';
import { assembleInsights } from './assemble-insights.ts';
import type { TextAnalysis } from './pipeline/types.ts';
import type { AnalysedReview } from './stats.ts';

/** Runs the text analysis over every review, in dataset order (newest first). */
export function analyseReviews(dataset: Pick<ReviewsDataset, 'reviews'>): AnalysedReview[] {
  return dataset.reviews.map((review) => ({ review, analysis: analyzeText(review.text, review.rating) }));
}

/**
 * The text analysis of some reviews' texts and ratings: each review's analysis depends on nothing else, so the build
 * splits the reviews between threads (src/build/background-work.ts) and joins the parts in order.
 */
export function analyseTexts(texts: readonly (string | null)[], ratings: readonly number[]): (TextAnalysis | null)[] {
  return texts.map((text, i) => analyzeText(text, ratings[i]));
}

/** /insights.json from the reviews dataset and the editorial summary, analysed in this thread. */
export function buildInsights(dataset: ReviewsDataset, summary: EditorialSummary): InsightsDataset {
  return assembleInsights(dataset, summary, analyseReviews(dataset));
}
