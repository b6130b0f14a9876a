import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * wink-nlp with its English lite model (both MIT; the model ships inside the npm package, nothing is downloaded).
 * It does the sentence splitting, tokenisation (contractions expanded: "didn't" is "did" + "not"), part-of-speech
 * tags and holds the general sentiment lexicon this analyser builds on.
 */

/** A lexeme table: words the model knows, then every new token an instance has read, by its text. */
interface Lexemes {
  list: string[];
  hash: Record<string, number>;
}
/** The model's core loader; not part of wink's API. */
const loadCore = (model as unknown as { core: () => { features: { lexeme: Lexemes } } }).core;

/** The lexeme table of the `nlp` instance. */
let lexemes: Lexemes | undefined;

/** The model, keeping hold of the core (lexeme table) wink loads from it for `nlp`. */
function modelKeepingCore(): typeof model {
  return {
    ...model,
    core: () => {
      const loaded = loadCore();
      lexemes = loaded.features.lexeme;
      return loaded;
    },
  } as typeof model;
}

// Texts only need sentence boundaries and part-of-speech tags: leaving out wink's named-entity, negation and sentiment
// pipes roughly halves the time per review. A second instance, made when first needed, reads words with the
// sentiment pipe (winkPolarity).
const nlp = winkNLP(modelKeepingCore(), ['sbd', 'pos']);
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
  const learnedBefore = lexemes!.list.length;
  try {
    return tokensOf(text);
  } finally {
    forgetPunctuatedLexemes(learnedBefore);
  }
}

function tokensOf(text: string): Tokens {
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

/**
 * wink looks every token up in its table before splitting it, and keeps what it reads: "else's" read once before a
 * full stop, where it stays whole, is whole in every later text ("else's car"), where a fresh instance splits it into
 * "else" + "'s". Forgetting the new tokens with a character other than a letter or digit makes each text read as in a
 * fresh instance, whatever was read before it; new plain words are kept, as they read the same either way. wink then
 * learns such a token again at each text that has it (its list only grows): 0.67 MB of heap per 18,400 reviews read,
 * which the build and the scripts can afford; nothing analyses text per request.
 */
function forgetPunctuatedLexemes(from: number): void {
  const { list, hash } = lexemes!;
  for (let i = from; i < list.length; i++) if (/[^\p{L}\p{N}]/u.test(list[i]!)) delete hash[list[i]!];
}

/** wink's polarity (-1..1) of a text read alone by its sentiment pipe (src/insights/lexicon-sentiment.ts looks it up). */
export function winkPolarity(text: string): number {
  const lexicon = (sentimentNlp ??= winkNLP(model, ['sentiment']));
  return Number(lexicon.readDoc(text).out(lexicon.its.sentiment)) || 0;
}

/** Every lexeme the model knows, once each. Not part of wink's API: the model's core lists them. */
export function lexiconWords(): string[] {
  return [...new Set(loadCore().features.lexeme.list)];
}
