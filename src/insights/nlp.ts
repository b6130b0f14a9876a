import { readFileSync } from 'node:fs';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * wink-nlp with its English lite model (both MIT; the model ships inside the npm package, nothing is downloaded).
 * It does the sentence splitting, tokenisation (contractions expanded: "didn't" is "did" + "not"), part-of-speech
 * tags and holds the general sentiment lexicon this analyser builds on.
 */
// Texts only need sentence boundaries and part-of-speech tags: leaving out wink's named-entity, negation and sentiment
// pipes roughly halves the time per review. A second instance, made when first needed, answers the lexicon lookups
// the table below does not.
const nlp = winkNLP(model, ['sbd', 'pos']);
let sentimentNlp: ReturnType<typeof winkNLP> | undefined;
const its = nlp.its;

export interface Tokens {
  /** As written. */
  values: string[];
  /** Lower-cased, contractions expanded. */
  normals: string[];
  /**
   * wink's lemma of verbs and nouns ("wrapped" is "wrap", "charges" is "charge"), else the normal form: cues written
   * in the base form also find the inflections. Adjectives and adverbs keep their own form ("later" is not "late").
   */
  lemmas: string[];
  pos: string[];
  /** Whitespace before each token, to rebuild phrases exactly as written. */
  spaces: string[];
  /** [first, last] token index of each sentence, inclusive. */
  sentences: Array<[number, number]>;
}

/** wink normalises a few spellings ("through" to "thru"); cues are written with the dictionary spelling. */
const spellingBack = new Map([['thru', 'through']]);

const lemmatised = new Set(['VERB', 'NOUN']);

export function tokenize(text: string): Tokens {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const pos = tokens.out(its.pos) as string[];
  const normals = (tokens.out(its.normal) as string[]).map((n, i) => {
    // wink reads a word plus full stop before the end or a capital as an abbreviation ("check in." as "in."); a
    // lower-case word is not one.
    const next = values[i + 1];
    if (
      n.length > 2 &&
      n.endsWith('.') &&
      /^[a-z]+\.$/.test(values[i]!) &&
      (next === undefined || /^[A-Z\n]/.test(next))
    )
      n = n.slice(0, -1);
    return spellingBack.get(n) ?? n;
  });
  const lemmas = (tokens.out(its.lemma as unknown as typeof its.normal) as string[]).map((l, i) =>
    lemmatised.has(pos[i]!) ? l : normals[i]!,
  );
  return {
    values,
    normals,
    lemmas,
    pos,
    spaces: tokens.out(its.precedingSpaces) as string[],
    sentences: doc.sentences().out(its.span) as unknown as Array<[number, number]>,
  };
}

/** wink's polarity (-1..1) of a text read alone by its sentiment pipe: what every lookup below comes to. */
export function winkPolarity(text: string): number {
  const lexicon = (sentimentNlp ??= winkNLP(model, ['sentiment']));
  return Number(lexicon.readDoc(text).out(lexicon.its.sentiment)) || 0;
}

/** Words of lower-case letters a-z only: wink reads each as one token whose normal is the word itself. */
const LOWER_CASE_WORD = /^[a-z]+$/;

/**
 * Every such word of wink's lexicon whose polarity is not 0, with it (scripts/extract-lexicon-sentiment.ts writes the
 * file; a unit test checks it against wink). Any other such word is one wink does not know, and its polarity is 0: the
 * sentiment pipe scores only the lexicon's own words. Reading each new word of an open vocabulary with wink took about
 * a tenth of the analysis (docs/benchmarks.md, "The lexicon's polarities from a table").
 */
export const LEXICON_SENTIMENT_FILE = new URL('./model-data/lexicon-sentiment.json', import.meta.url);
const lexiconSentiment = new Map(
  Object.entries(JSON.parse(readFileSync(LEXICON_SENTIMENT_FILE, 'utf8')) as Record<string, number>),
);

/** The lower-case words of wink's lexicon with their polarity when it is not 0, in code-unit order (the file above). */
export function extractLexiconSentiment(): Record<string, number> {
  // The model's lexicon is not part of wink's API: its core model lists every lexeme it knows.
  const core = (model as unknown as { core: () => { features: { lexeme: { list: string[] } } } }).core();
  const table: Record<string, number> = {};
  for (const word of [...new Set(core.features.lexeme.list)].sort()) {
    if (!LOWER_CASE_WORD.test(word)) continue;
    const score = winkPolarity(word);
    if (score !== 0) table[word] = score;
  }
  return table;
}

const polarityCache = new Map<string, number>();

/** The general lexicon's polarity of one normalised word (-1..1): from the table, else read once per distinct word. */
export function lexiconPolarity(normal: string): number {
  const known = lexiconSentiment.get(normal);
  if (known !== undefined) return known;
  if (LOWER_CASE_WORD.test(normal)) return 0;
  let score = polarityCache.get(normal);
  if (score === undefined) {
    score = winkPolarity(normal);
    polarityCache.set(normal, score);
  }
  return score;
}
