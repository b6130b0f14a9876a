import { polarityCueClasses } from '../polarity-cues.ts';
import type { SentenceAnalysis } from './types.ts';

/**
 * Features of the learned stage: words and word pairs of a text, as sparse binary features. Plain string work, no NLP
 * library, so that training (scripts/train-aspect-classifier.ts) and analysis see exactly the same features. Each
 * function below says once which features a text has, in which order, and hands them to a sink: training names them
 * (`featureNames`), analysis looks them up in the compiled model without building the names (compiled-model.ts).
 */

/**
 * The last texts split into words, most recent first: analysis splits a text's sentences several times (for the text's
 * aspect features, each added aspect's evidence, each judgment's polarity). Callers never change the lists.
 */
const recent: Array<[string, readonly string[]]> = [];
const RECENT = 16;

/** Lower-cased words; numbers become "<num>", money signs and "!"/"?" are kept as tokens. */
export function words(text: string): readonly string[] {
  for (const [seen, list] of recent) if (seen === text) return list;
  const list = splitWords(text);
  if (recent.length >= RECENT) recent.pop();
  recent.unshift([text, list]);
  return list;
}

const ASCII = /^[\0-\x7f]*$/;

function splitWords(text: string): string[] {
  // Most texts are ASCII, which decomposition leaves as it is: only the others are decomposed and their accents cut.
  const plain = ASCII.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const folded = plain.toLowerCase().replace(/[’‘`]/g, "'");
  return (folded.match(/[a-z]+(?:'[a-z]+)?|\d[\d,.:]*|[$!?]/g) ?? []).map((w) => (/^\d/.test(w) ? '<num>' : w));
}

/**
 * Receives features in order. A word feature is named `${kind}:${word}` and a pair feature `${kind}:${a}_${b}` (words
 * hold no ":" or "_"); each counts once in a list however often it is given. A named feature counts as often as given.
 */
export interface FeatureSink {
  /** Each token as a word feature, each followed by its pair with the next token when there is one. */
  bag(tokens: readonly string[], wordKind: string, pairKind: string): void;
  /** Each token as a word feature. */
  each(tokens: readonly string[], kind: string): void;
  named(name: string, value: number): void;
}

/** The features as names with their values, as training and the model file see them. */
export class FeatureNames implements FeatureSink {
  readonly list: Array<[string, number]> = [];
  private readonly seen = new Set<string>();
  bag(tokens: readonly string[], wordKind: string, pairKind: string) {
    for (let i = 0; i < tokens.length; i += 1) {
      this.once(`${wordKind}:${tokens[i]}`);
      if (i + 1 < tokens.length) this.once(`${pairKind}:${tokens[i]}_${tokens[i + 1]}`);
    }
  }
  each(tokens: readonly string[], kind: string) {
    for (const token of tokens) this.once(`${kind}:${token}`);
  }
  named(name: string, value: number) {
    this.list.push([name, value]);
  }
  private once(name: string) {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    this.list.push([name, 1]);
  }
}

/** The kinds of a bag's word and pair features by its prefix (constant strings: a sink looks them up often). */
const BAG_KINDS = { '': ['w', 'b'], c: ['cw', 'cb'], s: ['sw', 'sb'] } as const;
type BagPrefix = keyof typeof BAG_KINDS;

/** Unigrams and bigrams with a prefix ("w:leak", "b:no_one"; "cw:leak" for the prefix "c"). */
export function emitBag(sink: FeatureSink, tokens: readonly string[], prefix: BagPrefix = '') {
  const [wordKind, pairKind] = BAG_KINDS[prefix];
  sink.bag(tokens, wordKind, pairKind);
}

/** Unigrams and bigrams of some tokens, each once, as names. */
export function bagOf(tokens: readonly string[], prefix: BagPrefix = ''): string[] {
  const names = new FeatureNames();
  emitBag(names, tokens, prefix);
  return names.list.map(([name]) => name);
}

/** What the aspect features read of a sentence the rules analysed. */
type SentenceFindings = Pick<SentenceAnalysis, 'text' | 'polarity' | 'aspects'>;

/** The length of a text in five classes of word count: short texts judge fewer aspects than long ones. */
const lengthClass = (n: number) => (n <= 8 ? 0 : n <= 20 ? 1 : n <= 45 ? 2 : n <= 90 ? 3 : 4);

/**
 * Features of a whole text for aspect detection: its words and pairs, the words of each sentence the rules attributed
 * an aspect to, tied to that aspect ("s:cleanup:nails": a word says more about an aspect in the sentence that names it
 * than anywhere in the text), the words of each sentence that holds an opinion but no aspect the rules found
 * ("o:nightmare": an opinion about something no cue named, such as a late start told in plain words), which aspects the
 * rules judged, which ones a cue named without a judgment the rules could attribute, the text's length class and the
 * star rating where it is known (a 1-star text judges other things than a 5-star one).
 */
export function emitAspectFeatures(
  sink: FeatureSink,
  text: string,
  ruleAspects: readonly string[],
  candidates: readonly string[],
  sentences: readonly SentenceFindings[],
  rating?: number,
) {
  const textWords = words(text);
  emitBag(sink, textWords);
  for (const sentence of sentences) {
    if (sentence.aspects.length) {
      const sentenceWords = words(sentence.text);
      for (const aspect of sentence.aspects) sink.each(sentenceWords, `s:${aspect}`);
    } else if (sentence.polarity !== 'neutral') sink.each(words(sentence.text), 'o');
  }
  for (const a of ruleAspects) sink.named(`rule:${a}`, 1);
  for (const a of candidates) sink.named(`cue:${a}`, 1);
  sink.named(`length:${lengthClass(textWords.length)}`, 1);
  if (rating !== undefined) sink.named(`rating:${rating}`, 1);
}

export function aspectFeatures(
  text: string,
  ruleAspects: readonly string[],
  candidates: readonly string[],
  sentences: readonly SentenceFindings[],
  rating?: number,
): string[] {
  const names = new FeatureNames();
  emitAspectFeatures(names, text, ruleAspects, candidates, sentences, rating);
  return names.list.map(([name]) => name);
}

/**
 * Features of one aspect judgment for polarity: the rules' verdict and score, the aspect, the star rating when there
 * is one, cue classes of the clause the rules scored and of the sentence around it, and the words of both.
 */
export function emitPolarityFeatures(
  sink: FeatureSink,
  aspect: string,
  rule: { polarity: string; score: number } | null,
  clause: string,
  sentence: string,
  rating?: number,
) {
  sink.named(`rule:${rule?.polarity ?? 'none'}`, 1);
  sink.named('rule-score', rule?.score ?? 0);
  sink.named(`aspect:${aspect}`, 1);
  // The reviewer's star rating, where known, and how it agrees with the rules' verdict: a 1-star text whose words
  // read as praise is most often irony. Trained with and without it (train-classifier.ts), so a text given alone is
  // judged by its words as before.
  if (rating !== undefined) {
    sink.named(`rating:${rating}`, 1);
    sink.named(`rating:${rating}&rule:${rule?.polarity ?? 'none'}`, 1);
  }
  for (const cue of polarityCueClasses(clause)) sink.named(`cue:${cue}`, 1);
  for (const cue of polarityCueClasses(sentence)) sink.named(`scue:${cue}`, 1);
  emitBag(sink, words(clause), 'c');
  emitBag(sink, words(sentence), 's');
}
