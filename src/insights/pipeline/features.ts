import { polarityCueClasses } from '../polarity-cues.ts';

/**
 * Features of the learned stage: words and word pairs of a text, as sparse binary feature names. Plain string work,
 * no NLP library, so that training (scripts/train-aspect-classifier.ts) and analysis see exactly the same features.
 */

/** Lower-cased words; numbers become "<num>", money signs and "!"/"?" are kept as tokens. */
export function words(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  return (folded.match(/[a-z]+(?:'[a-z]+)?|\d[\d,.:]*|[$!?]/g) ?? []).map((w) => (/^\d/.test(w) ? '<num>' : w));
}

/** Unigrams and bigrams with a prefix ("w:leak", "b:no_one"); each once. */
export function bagOf(tokens: readonly string[], prefix = ''): string[] {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i += 1) {
    out.add(`${prefix}w:${tokens[i]}`);
    if (i + 1 < tokens.length) out.add(`${prefix}b:${tokens[i]}_${tokens[i + 1]}`);
  }
  return [...out];
}

/**
 * Features of a whole text for aspect detection: its words and pairs, which aspects the rules judged, which ones a cue
 * named without a judgment the rules could attribute, and the words of each sentence the rules attributed an aspect
 * to, tied to that aspect ("s:cleanup:nails"): a word says more about an aspect in the sentence that names it than
 * anywhere in the text.
 */
export function aspectFeatures(
  text: string,
  ruleAspects: readonly string[],
  candidates: readonly string[],
  sentences: ReadonlyArray<{ text: string; aspects: readonly string[] }>,
): string[] {
  const inSentences = new Set<string>();
  for (const sentence of sentences) {
    const sentenceWords = words(sentence.text);
    for (const aspect of sentence.aspects) for (const w of sentenceWords) inSentences.add(`s:${aspect}:${w}`);
  }
  return [
    ...bagOf(words(text)),
    ...inSentences,
    ...ruleAspects.map((a) => `rule:${a}`),
    ...candidates.map((a) => `cue:${a}`),
  ];
}

/**
 * Features of one aspect judgment for polarity: the rules' verdict and score, the aspect, the words of the clause
 * the rules scored and of the sentence around it, and the star rating when there is one.
 */
export function polarityFeatures(
  aspect: string,
  rule: { polarity: string; score: number } | null,
  clause: string,
  sentence: string,
  rating?: number,
): Array<[string, number]> {
  const features: Array<[string, number]> = [
    [`rule:${rule?.polarity ?? 'none'}`, 1],
    ['rule-score', rule?.score ?? 0],
    [`aspect:${aspect}`, 1],
  ];
  // The reviewer's star rating, where known, and how it agrees with the rules' verdict: a 1-star text whose words
  // read as praise is most often irony. Trained with and without it (train-classifier.ts), so a text given alone is
  // judged by its words as before.
  if (rating !== undefined) {
    features.push([`rating:${rating}`, 1], [`rating:${rating}&rule:${rule?.polarity ?? 'none'}`, 1]);
  }
  for (const cue of polarityCueClasses(clause)) features.push([`cue:${cue}`, 1]);
  for (const cue of polarityCueClasses(sentence)) features.push([`scue:${cue}`, 1]);
  for (const f of bagOf(words(clause), 'c')) features.push([f, 1]);
  for (const f of bagOf(words(sentence), 's')) features.push([f, 1]);
  return features;
}
