import { DOMAIN_LEXICON } from './domain-lexicon.ts';
import { nlpLibraries } from './nlp.ts';
import { TAXONOMY } from './taxonomy.ts';

/** Name and version of the analysis method; bump the version when the rules in analyze-text.ts change. */
export const METHOD = { name: 'summit-absa-clause-lexicon', version: '3.0.0' } as const;

/**
 * Quality targets: on the newest blind set, as recorded at its one scoring, and on each development set (see
 * docs/insights.md, "Evaluation protocol"). Never judged on a pool of sets.
 */
export const EVAL_TARGETS = {
  blind: { aspectF1: 0.88, polarityAccuracy: 0.88 },
  development: { aspectF1: 0.92, polarityAccuracy: 0.92 },
} as const;

export function modelDescription() {
  return {
    name: METHOD.name,
    version: METHOD.version,
    method:
      'Rule-based aspect-based sentiment analysis: wink-nlp splits sentences and tokens and gives lemmas; each ' +
      'sentence is cut into clauses at contrast words ("but", "although") and conjunctions; aspect terms from the ' +
      'versioned taxonomy (words, phrasal verbs and idioms; phrases also match their inflections through the lemmas) ' +
      'are found per clause, common words only where judged and modifiers ("quickly") only where their clause names ' +
      'no other aspect; a failure ("peeling off") judges the workmanship only when dated after the job; each clause ' +
      'is scored with the wink-eng-lite-web-model sentiment lexicon extended by a ' +
      'roofing lexicon, with negation (x -0.75 within the clause), intensifiers (x1.5), downtoners (x0.6) and ' +
      'contrast weights (0.5 before "but", 1.5 after); an aspect without an opinion in its own clause takes the ' +
      'nearest opinion of the same clause group. Scores are squashed to -1..1 (x / sqrt(x² + 1)); |score| < 0.05 ' +
      'is neutral.',
    taxonomy_version: TAXONOMY.version,
    lexicon_version: DOMAIN_LEXICON.version,
    libraries: nlpLibraries(),
  };
}
