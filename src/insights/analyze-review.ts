import { createMentionResolver } from '../content/mentions.ts';
import type { Business } from '../schemas/business.ts';
import { analyzeText, type TextAnalysis } from './analyze-text.ts';
import { modelDescription } from './model.ts';

export interface ReviewTextReport extends TextAnalysis {
  model: { name: string; version: string; taxonomy_version: string; lexicon_version: string };
  entities: { technicians: string[]; services: string[]; service_areas: string[]; problems: string[] };
}

/**
 * The analysis of one review text, as `npm run analyze` prints it: sentiment, aspect judgments with the phrases that
 * carry them, sentences, and entities (technicians, services and areas resolved against `business` the same way the
 * build resolves review mentions; problems from the taxonomy). `rating` (1-5 stars) informs polarity as it does in
 * the build. Throws on an empty text.
 */
export function analyzeReviewText(text: string, business?: Business, rating?: number): ReviewTextReport {
  const analysis = analyzeText(text, rating);
  if (!analysis) throw new Error('Nothing to analyse: the text is empty.');
  const mentions = business
    ? createMentionResolver(business).resolve(text)
    : { technicians: [], services: [], service_areas: [] };
  const { name, version, taxonomy_version, lexicon_version } = modelDescription();
  return {
    model: { name, version, taxonomy_version, lexicon_version },
    ...analysis,
    entities: { ...mentions, problems: analysis.problems },
  };
}
