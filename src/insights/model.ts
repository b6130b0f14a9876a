import { createRequire } from 'node:module';
import { DOMAIN_LEXICON } from './domain-lexicon.ts';
import { TAXONOMY } from './taxonomy.ts';

/** Name and version of the analysis method; bump the version when the rules or the learned stage change. */
export const METHOD = { name: 'summit-absa-clause-lexicon', version: '3.28.0' } as const;

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
      'Aspect-based sentiment analysis in two stages. Rules: wink-nlp splits sentences and tokens and gives lemmas; ' +
      'each sentence is cut into clauses at contrast words and conjunctions; aspect terms of the versioned taxonomy are ' +
      'found per clause; each clause is scored with the wink-eng-lite-web-model sentiment lexicon extended by a roofing ' +
      'lexicon, with negation, intensifiers, downtoners and contrast weights, and an aspect without an opinion takes the ' +
      'nearest opinion of its clause group. Learned stage: logistic regressions trained on the labelled development and ' +
      'tuning sets (weights committed, reproduced byte for byte by npm run train) decide which aspects a text judges, ' +
      "from its words, the words of each sentence the rules attributed to the aspect and the rules' findings (each " +
      'feature weighted first by its naive-Bayes log-count ratio for the aspect), then a second regression per aspect ' +
      "over all aspects' probabilities for the text and the rules' findings, trained on texts the first had not seen; " +
      'and their polarity (negative, ' +
      "neutral, positive), from the rules' " +
      'verdict, the words of the clause and sentence and polarity cue classes (hedges, irony, compared amounts, ' +
      'unanswered effort, concessions, failure idioms). An aspect score is P(positive) - P(negative); |score| < 0.05 ' +
      'is neutral.',
    taxonomy_version: TAXONOMY.version,
    lexicon_version: DOMAIN_LEXICON.version,
    libraries: nlpLibraries(),
  };
}

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/**
 * The libraries and versions the analysis ran with, published in /insights.json `model` (read from their package
 * files: describing the method must not load the language model).
 */
export function nlpLibraries(): Array<{ name: string; version: string }> {
  return ['wink-nlp', 'wink-eng-lite-web-model'].map((name) => ({ name, version: versionOf(name) }));
}
