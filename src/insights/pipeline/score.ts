import { DOMAIN_LEXICON } from '../domain-lexicon.ts';
import { lexiconPolarity } from '../lexicon-sentiment.ts';
import type { Tokens } from '../nlp.ts';
import { PhraseIndex } from '../phrase-index.ts';
import { TAXONOMY } from '../taxonomy.ts';
import type { Segment } from './segment.ts';
import type { Polarity } from './types.ts';

/**
 * Stage 3 of the rules, scoring: each segment's opinion from the roofing lexicon, then the general lexicon, with
 * negation, intensity, shouting and denied aspects. Word lists come from the lexicon data.
 */

/** Scores within this distance of 0 are neutral (VADER's compound threshold). */
export const NEUTRAL_BAND = 0.05;

const NEGATION_FACTOR = -0.75;
const INTENSIFIER_FACTOR = 1.5;
const DOWNTONER_FACTOR = 0.6;
const SHOUT_FACTOR = 1.3;
/** Opinion of a clause that names an aspect only to say it was missing ("no follow-up at all"). */
const ABSENCE_SCORE = -0.4;
/** Opinion of a failure the sentence places after the job ("started peeling off within a year"). */
const FAILURE_SCORE = -0.5;

export const problemIndex = new PhraseIndex(
  TAXONOMY.problems.flatMap((p) => p.cues.map((cue) => [cue, p.id] as [string, string])),
);
const domainIndex = new PhraseIndex(Object.entries(DOMAIN_LEXICON.phrases));
const negatorIndex = new PhraseIndex(DOMAIN_LEXICON.negators.map((n) => [n, true] as [string, boolean]));

const neutralWords = new Set<string>(DOMAIN_LEXICON.neutral);
const unwanted = new Set<string>(DOMAIN_LEXICON.unwanted);
const intensifiers = new Set<string>(DOMAIN_LEXICON.intensifiers);
const downtoners = new Set<string>(DOMAIN_LEXICON.downtoners.filter((d) => !d.includes(' ')));
const emphatic = new Set<string>(DOMAIN_LEXICON.emphaticAfterNegation);
const wellIntensified = new Set<string>(DOMAIN_LEXICON.wellIntensifies);
const pointers = new Set<string>(DOMAIN_LEXICON.pointers);
const emphaticModals = new Set<string>(DOMAIN_LEXICON.emphaticModals);
const notNegating = new Set<string>(DOMAIN_LEXICON.notNegating);
/** Two-word downtoners ("kind of"), checked on the two words before an opinion word. */
const downtonerPairs = new Set<string>(DOMAIN_LEXICON.downtoners.filter((d) => d.includes(' ')));

/** Squashes an unbounded sum of word scores into -1..1 (x / sqrt(x² + 1)). */
export const squash = (raw: number) => raw / Math.sqrt(raw * raw + 1);
export const polarityOf = (score: number): Polarity =>
  score >= NEUTRAL_BAND ? 'positive' : score <= -NEUTRAL_BAND ? 'negative' : 'neutral';

/** Scores one segment in place: domain phrases, then the general lexicon, with negation and intensity. */
export function scoreSegment(t: Tokens, segment: Segment, shouting: boolean): void {
  const { normals } = t;
  const covered = new Map<number, { end: number; score: number }>();
  const coveredTokens = new Set<number>();
  for (const m of domainIndex.matchAll(normals, segment.start, segment.end, t.lemmas)) {
    covered.set(m.start, { end: m.end, score: m.value });
    for (let k = m.start; k < m.end; k += 1) coveredTokens.add(k);
  }
  for (const [start, end] of segment.failures) {
    let free = true;
    for (let k = start; k < end; k += 1) if (coveredTokens.has(k)) free = false;
    if (!free) continue;
    covered.set(start, { end, score: FAILURE_SCORE });
    for (let k = start; k < end; k += 1) coveredTokens.add(k);
  }
  // Negators outside domain phrases ("no complaints" is praise as a whole, not a negation of "complaints").
  const negators: Array<{ start: number; end: number; emphatic: boolean }> = [];
  for (const m of negatorIndex.matchAll(normals, segment.start, segment.end)) {
    if (coveredTokens.has(m.start)) continue;
    if (notNegating.has(`${normals[m.start]} ${normals[m.start + 1]}`)) continue;
    const modal = m.start > 0 && emphaticModals.has(normals[m.start - 1]!) && normals[m.start] === 'not';
    let isEmphatic = false;
    if (modal) for (let k = m.end; k < segment.end; k += 1) if (emphatic.has(normals[k]!)) isEmphatic = true;
    negators.push({ start: m.start, end: m.end, emphatic: isEmphatic });
  }
  let raw = 0;
  let hasOpinion = false;
  for (let i = segment.start; i < segment.end;) {
    let score: number;
    let end: number;
    const phrase = covered.get(i);
    if (phrase) {
      score = phrase.score;
      end = phrase.end;
    } else {
      const normal = normals[i]!;
      const noOpinion =
        neutralWords.has(normal) ||
        neutralWords.has(t.lemmas[i]!) ||
        intensifiers.has(normal) ||
        downtoners.has(normal) ||
        // A place or a person ("Superior", "Joy") is not an opinion.
        (t.pos[i] === 'PROPN' && i > segment.sentenceStart && /^[A-Z]/.test(t.values[i]!)) ||
        (normal === 'well' && wellIntensified.has(normals[i + 1]!)) ||
        // "right after", "right at eight", "right there": a pointer, not praise.
        (pointers.has(normal) && (t.pos[i + 1] === 'ADP' || t.pos[i + 1] === 'ADV'));
      score = noOpinion ? 0 : lexiconPolarity(normal);
      end = i + 1;
      const negator = negators.find((n) => n.start === i);
      if (negator) {
        // "couldn't be happier": the emphatic word itself carries the praise when nothing else does.
        score = 0;
        if (negator.emphatic) {
          let rest = 0;
          for (let k = negator.end; k < segment.end; k += 1) rest += Math.abs(lexiconPolarity(normals[k]!));
          if (rest === 0) score = 0.5;
        }
        end = negator.end;
      }
    }
    if (score !== 0) {
      const previous = normals[i - 1]!;
      const second = normals[i - 2]!;
      const wellBefore = previous === 'well' && wellIntensified.has(normals[i]!);
      if (i - 1 >= segment.start && (intensifiers.has(previous) || wellBefore)) score *= INTENSIFIER_FACTOR;
      else if (i - 2 >= segment.start && intensifiers.has(second) && intensifiers.has(previous))
        score *= INTENSIFIER_FACTOR;
      if (i - 1 >= segment.start && (downtoners.has(previous) || downtonerPairs.has(`${second} ${previous}`))) {
        score *= DOWNTONER_FACTOR;
      }
      if (shouting && /^[A-Z]{3,}$/.test(t.values[i]!)) score *= SHOUT_FACTOR;
      const negator = negators.findLast((n) => n.end <= i && !(phrase && n.start >= i));
      if (negator && !negator.emphatic && !(phrase && hasNegator(phrase.end, i, normals))) score *= NEGATION_FACTOR;
      hasOpinion = true;
      segment.opinionTokens.push(i);
    }
    raw += score;
    i = end;
  }
  segment.raw = raw;
  segment.hasOpinion = hasOpinion;
  // Naming an aspect only to deny it ("no follow-up", "zero communication") is a complaint about it, unless what is
  // denied is a problem ("not a single drip", "hasn't given us a single problem").
  if (!hasOpinion && negators.length) {
    let deniesProblem = false;
    for (const n of negators) {
      for (let k = n.end; k < segment.end; k += 1) {
        if (unwanted.has(normals[k]!) || problemIndex.matchAt(normals, k, t.lemmas)) deniesProblem = true;
      }
    }
    for (const a of segment.aspects) {
      const negator = deniesProblem ? negators[0] : negators.find((n) => n.end <= a.start);
      if (negator) {
        // A weak cue is denied only by its own negator ("nobody called", "no one from the office showed up"), not by
        // one on another verb ("never maintained the roof").
        let verbBetween = false;
        for (let k = negator.end; k < a.start; k += 1) if (t.pos[k] === 'VERB') verbBetween = true;
        if (a.weak && !deniesProblem && verbBetween) continue;
        segment.raw = deniesProblem ? -ABSENCE_SCORE : ABSENCE_SCORE;
        segment.hasOpinion = true;
        segment.opinionTokens.push(negator.start);
        break;
      }
    }
  }
}

/** A domain phrase that carries its own negation ("never showed") is not negated again. */
function hasNegator(end: number, start: number, normals: readonly string[]): boolean {
  for (let k = start; k < end; k += 1) if (negatorIndex.matchAt(normals, k)) return true;
  return false;
}
