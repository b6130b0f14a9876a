import { DOMAIN_LEXICON } from '../domain-lexicon.ts';
import { lexiconPolarity, tokenize, type Tokens } from '../nlp.ts';
import { PhraseIndex } from '../phrase-index.ts';
import { TAXONOMY } from '../taxonomy.ts';
import type { AspectJudgment, Polarity, SentenceAnalysis, TextAnalysis } from './types.ts';

/** The rules' analysis, and every aspect a cue named, judged or not (a feature of the learned stage). */
export interface RuleAnalysis extends TextAnalysis {
  candidates: string[];
}

/** Scores within this distance of 0 are neutral (VADER's compound threshold). */
export const NEUTRAL_BAND = 0.05;

const NEGATION_FACTOR = -0.75;
const INTENSIFIER_FACTOR = 1.5;
const DOWNTONER_FACTOR = 0.6;
const SHOUT_FACTOR = 1.3;
/** Opinion of a clause that names an aspect only to say it was missing ("no follow-up at all"). */
const ABSENCE_SCORE = -0.4;
/** The aspect whose weak cues name the job as a whole ("job", "work", "repair"). */
const JOB_ASPECT = 'workmanship';
/** Opinion of a failure the sentence places after the job ("started peeling off within a year"). */
const FAILURE_SCORE = -0.5;
/** Weights of the clauses on either side of "but" (VADER's contrast rule), used for overall sentiment. */
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;

interface Cue {
  /** null: a phrase that holds a cue word but names no aspect ("it paid off"). */
  aspect: string | null;
  weak: boolean;
  modifier: boolean;
}
const aspectIndex = new PhraseIndex<Cue>([
  ...TAXONOMY.aspects.flatMap((a) => a.cues.map((cue): [string, Cue] =>
    [cue.replace(/^[~^]/, ''), { aspect: a.id, weak: cue.startsWith('~'), modifier: cue.startsWith('^') }])),
  ...TAXONOMY.notAspectCues.map((cue): [string, Cue] => [cue, { aspect: null, weak: false, modifier: false }]),
]);
const failureIndex = new PhraseIndex(TAXONOMY.workmanshipFailures.failures.map((cue) => [cue, true] as [string, boolean]));
const afterWorkIndex = new PhraseIndex(TAXONOMY.workmanshipFailures.afterWork.map((cue) => [cue, true] as [string, boolean]));
const problemIndex = new PhraseIndex(TAXONOMY.problems.flatMap((p) => p.cues.map((cue) => [cue, p.id] as [string, string])));
const emergencyIndex = new PhraseIndex(TAXONOMY.emergencyCues.map((cue) => [cue, true] as [string, boolean]));
const domainIndex = new PhraseIndex(Object.entries(DOMAIN_LEXICON.phrases));
const negatorIndex = new PhraseIndex(DOMAIN_LEXICON.negators.map((n) => [n, true] as [string, boolean]));
const aspectOrder = new Map(TAXONOMY.aspects.map((a, i) => [a.id, i]));
const problemOrder = new Map(TAXONOMY.problems.map((p, i) => [p.id, i]));

const neutralWords = new Set<string>(DOMAIN_LEXICON.neutral);
const unwanted = new Set<string>(DOMAIN_LEXICON.unwanted);
const intensifiers = new Set<string>(DOMAIN_LEXICON.intensifiers);
const downtoners = new Set<string>(DOMAIN_LEXICON.downtoners.filter((d) => !d.includes(' ')));
const emphatic = new Set<string>(DOMAIN_LEXICON.emphaticAfterNegation);
const contrastWords = new Set<string>(DOMAIN_LEXICON.contrastAfter);
const concessiveWords = new Set<string>(DOMAIN_LEXICON.concessive);
const softWords = new Set<string>(DOMAIN_LEXICON.softBoundaries);
const hardPunctuation = new Set([';', ':', '—', '–', '(', ')', '--']);
const joiningPos = new Set(['CCONJ', 'SCONJ', 'PRON', 'DET', 'ADV']);
/** Words that open a clause describing a condition, not a judgment ("when a shingle lifted, they came back"). */
const conditionWords = new Set(['when', 'whenever', 'if', 'once']);
/** Open a clause that can date a failure in the clause before ("since they patched it"). */
const temporalOpeners = new Set(['since', 'after']);
/** "well" intensifies before these ("well above the estimate") instead of praising. */
const wellIntensified = new Set(['above', 'over', 'under', 'below', 'beyond', 'within', 'past', 'ahead', 'before', 'after', 'worth', 'into']);

/** Squashes an unbounded sum of word scores into -1..1 (x / sqrt(x² + 1)). */
export const squash = (raw: number) => raw / Math.sqrt(raw * raw + 1);
const round = (x: number) => Math.round(x * 1000) / 1000;
export const polarityOf = (score: number): Polarity =>
  score >= NEUTRAL_BAND ? 'positive' : score <= -NEUTRAL_BAND ? 'negative' : 'neutral';

interface Segment {
  start: number;
  /** Exclusive. */
  end: number;
  group: number;
  raw: number;
  hasOpinion: boolean;
  /** Token indexes that carried an opinion. */
  opinionTokens: number[];
  aspects: Array<{ aspect: string; term: string; start: number; end: number; weak: boolean; modifier: boolean }>;
  /** First token of the sentence (a capitalised proper noun after it carries no opinion). */
  sentenceStart: number;
  /** Failures placed after the job: [start, end) spans scored FAILURE_SCORE. */
  failures: Array<[number, number]>;
}

interface Group {
  weight: number;
  concessive: boolean;
}

function phraseText(t: Tokens, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 1) text += (i === start ? '' : t.spaces[i]) + t.values[i];
  return text.replace(/^[\s,;:.!?\-–—]+|[\s,;:.!?\-–—]+$/g, '');
}

function sentenceText(t: Tokens, first: number, last: number): string {
  let text = '';
  for (let i = first; i <= last; i += 1) text += (i === first ? '' : t.spaces[i]) + t.values[i];
  return text.trim();
}

/** Splits one sentence into clause groups (at contrast words and hard punctuation) and segments (at "and", commas). */
function segmentSentence(t: Tokens, first: number, last: number): { segments: Segment[]; groups: Group[] } {
  const groups: Group[] = [{ weight: 1, concessive: false }];
  const segments: Segment[] = [];
  let start = first;
  const close = (end: number) => {
    if (end > start) {
      segments.push({ start, end, group: groups.length - 1, raw: 0, hasOpinion: false, opinionTokens: [], aspects: [], sentenceStart: first, failures: [] });
    }
  };
  for (let i = first; i <= last; i += 1) {
    const normal = t.normals[i]!;
    const pos = t.pos[i]!;
    const current = groups[groups.length - 1]!;
    const exceptive = normal === 'but' && ['anything', 'nothing', 'all', 'everything'].includes(t.normals[i - 1]!);
    // "while", "yet" and "except" are contrasts only as conjunctions ("not yet", "while they worked").
    const ambiguous = normal === 'while' || normal === 'yet' || normal === 'except';
    if (contrastWords.has(normal) && !exceptive && (!ambiguous || pos === 'CCONJ' || pos === 'SCONJ')) {
      close(i);
      const concessive = concessiveWords.has(normal);
      if (!concessive) for (const g of groups) g.weight = Math.min(g.weight, BEFORE_CONTRAST);
      groups.push({ weight: concessive ? BEFORE_CONTRAST : AFTER_CONTRAST, concessive });
      start = i + 1;
    } else if (hardPunctuation.has(normal) || (normal === ',' && current.concessive)) {
      close(i);
      if (current.concessive) groups.push({ weight: AFTER_CONTRAST, concessive: false });
      else groups.push({ weight: current.weight, concessive: false });
      start = i + 1;
    } else if (normal === ',' || (softWords.has(normal) && (joiningPos.has(pos) || normal === 'and') &&
      // "knew when", "said when": the clause is what was known or said, not a new judgment.
      !(normal === 'when' && (t.pos[i - 1] === 'VERB' || t.pos[i - 1] === 'AUX' ||
        // "when it came to the adjuster": a topic, not a time.
        (t.normals[i + 1] === 'it' && t.lemmas[i + 2] === 'come'))))) {
      close(i);
      // A joining word opens the next part ("when they said they would"), except "so", which would intensify it.
      start = normal === ',' || normal === 'so' ? i + 1 : i;
    }
  }
  close(last + 1);
  return { segments, groups };
}

/** Scores one segment in place: domain phrases, then the general lexicon, with negation and intensity. */
function scoreSegment(t: Tokens, segment: Segment, shouting: boolean): void {
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
    if (normals[m.start] === 'not' && normals[m.start + 1] === 'only') continue;
    const modal = m.start > 0 && ['can', 'could', 'ca'].includes(normals[m.start - 1]!) && normals[m.start] === 'not';
    let isEmphatic = false;
    if (modal) for (let k = m.end; k < segment.end; k += 1) if (emphatic.has(normals[k]!)) isEmphatic = true;
    negators.push({ start: m.start, end: m.end, emphatic: isEmphatic });
  }
  let raw = 0;
  let hasOpinion = false;
  for (let i = segment.start; i < segment.end; ) {
    let score: number;
    let end: number;
    const phrase = covered.get(i);
    if (phrase) {
      score = phrase.score;
      end = phrase.end;
    } else {
      const normal = normals[i]!;
      const noOpinion = neutralWords.has(normal) || neutralWords.has(t.lemmas[i]!) || intensifiers.has(normal) || downtoners.has(normal) ||
        // A place or a person ("Superior", "Joy") is not an opinion.
        (t.pos[i] === 'PROPN' && i > segment.sentenceStart && /^[A-Z]/.test(t.values[i]!)) ||
        (normal === 'well' && wellIntensified.has(normals[i + 1]!)) ||
        // "right after", "right at eight", "right there": a pointer, not praise.
        (normal === 'right' && (t.pos[i + 1] === 'ADP' || t.pos[i + 1] === 'ADV'));
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
      const before = [normals[i - 1], normals[i - 2]];
      const wellBefore = before[0] === 'well' && wellIntensified.has(normals[i]!);
      if (i - 1 >= segment.start && (intensifiers.has(before[0]!) || wellBefore)) score *= INTENSIFIER_FACTOR;
      else if (i - 2 >= segment.start && intensifiers.has(before[1]!) && intensifiers.has(before[0]!)) score *= INTENSIFIER_FACTOR;
      if (i - 1 >= segment.start && (downtoners.has(before[0]!) || (before[0] === 'of' && (before[1] === 'kind' || before[1] === 'sort')))) {
        score *= DOWNTONER_FACTOR;
      }
      if (shouting && /^[A-Z]{3,}$/.test(t.values[i]!)) score *= SHOUT_FACTOR;
      const negator = negators.filter((n) => n.end <= i && !(phrase && n.start >= i)).pop();
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

/**
 * Weak cues ("work", "phone", "driveway") stay only where the reviewer judges them: an opinion in their own clause,
 * no other aspect in that clause, and, when the sentence names another aspect, an opinion word right before them.
 * Modifiers ("quickly", "the same day") then stay where their clause holds an opinion and names no other aspect: "got
 * us on the schedule quickly" is about scheduling, "they worked quickly" about the duration, "a quick repair" too.
 */
function keepJudgedWeakCues(t: Tokens, segments: Segment[]): void {
  const isStrong = (a: Segment['aspects'][number]) => !a.weak && !a.modifier;
  const opinionAt = new Set(segments.flatMap((s) => s.opinionTokens));
  for (const segment of segments) {
    const others = (aspect: string, counts: (a: Segment['aspects'][number]) => boolean) =>
      segment.aspects.some((a) => a.aspect !== aspect && counts(a));
    // Other aspects of the same clause group: across "but" the clauses judge separately.
    const groupAspects = new Set(segments.filter((s) => s.group === segment.group).flatMap((s) => s.aspects.filter(isStrong).map((a) => a.aspect)));
    segment.aspects = segment.aspects.filter((a) => {
      if (!a.weak) return true;
      // The job itself ("a quick repair", "the job took weeks") is judged by what the modifier names.
      const yieldsTo = a.aspect === JOB_ASPECT ? (o: Segment['aspects'][number]) => !o.weak : isStrong;
      if (!segment.opinionTokens.length || others(a.aspect, yieldsTo)) return false;
      if (![...groupAspects].some((id) => id !== a.aspect)) return true;
      const before = a.start - 1;
      return opinionAt.has(before) || (opinionAt.has(before - 1) && ['DET', 'ADV', 'PRON'].includes(t.pos[before]!));
    });
    segment.aspects = segment.aspects.filter((a) =>
      !a.modifier || (segment.opinionTokens.length > 0 && !others(a.aspect, (o) => !o.modifier)));
  }
}

/**
 * A failure ("leaked", "peeling off", "came loose") judges the workmanship when its clause places it after the job
 * ("again", "within a year", "the first time it rained", "they installed"); without that it may be the problem the
 * homeowner called about. A clause that states a condition ("when a shingle lifted, they came back") judges nothing.
 */
function findFailures(t: Tokens, segment: Segment, next: Segment | undefined): void {
  if (conditionWords.has(t.normals[segment.start]!)) return;
  // A failure in a clause about the warranty is why they came back, not a judgment of the first job.
  if (segment.aspects.some((a) => a.aspect === 'warranty-follow-up' && !a.weak && !a.modifier)) return;
  const failures = failureIndex.matchAll(t.normals, segment.start, segment.end, t.lemmas);
  // "... a new stain since they patched it": the dating clause may follow.
  const end = next && temporalOpeners.has(t.normals[next.start]!) ? next.end : segment.end;
  if (!failures.length || !afterWorkIndex.matchAll(t.normals, segment.start, end, t.lemmas).length) return;
  segment.failures = failures.map((m) => [m.start, m.end]);
  if (!segment.aspects.some((a) => a.aspect === 'workmanship' && !a.weak && !a.modifier)) {
    const m = failures[0]!;
    segment.aspects.push({ aspect: 'workmanship', weak: false, modifier: false, term: phraseText(t, m.start, m.end).toLowerCase(), start: m.start, end: m.end });
  }
}

/** A domain phrase that carries its own negation ("never showed") is not negated again. */
function hasNegator(end: number, start: number, normals: readonly string[]): boolean {
  for (let k = start; k < end; k += 1) if (negatorIndex.matchAt(normals, k)) return true;
  return false;
}

/** The opinion an aspect clause gets: its own, else the nearest opinion in the same clause group. */
function opinionFor(segments: Segment[], index: number): Segment | undefined {
  const own = segments[index]!;
  if (own.hasOpinion) return own;
  for (let distance = 1; distance < segments.length; distance += 1) {
    for (const j of [index + distance, index - distance]) {
      const other = segments[j];
      if (other && other.group === own.group && other.hasOpinion) return other;
    }
  }
  return undefined;
}

/**
 * Analyses one review text: overall sentiment, aspect judgments at the clause level (negation, contrast,
 * intensifiers), problems named and whether urgent help is mentioned. Deterministic: the same text always gives the
 * same result. Returns null for a missing or blank text (a rating-only review).
 */
export function analyzeWithRules(text: string | null | undefined): RuleAnalysis | null {
  if (!text || !text.trim()) return null;
  const t = tokenize(text);
  const letters = text.replace(/[^A-Za-z]/g, '');
  const shouting = letters.length > 0 && letters !== letters.toUpperCase();

  const judgments = new Map<string, AspectJudgment[]>();
  const sentences: SentenceAnalysis[] = [];
  const candidates = new Set<string>();
  let opinionated = 0;
  let sentimentSum = 0;
  for (const [first, last] of t.sentences) {
    const { segments, groups } = segmentSentence(t, first, last);
    for (const m of aspectIndex.matchAll(t.normals, first, last + 1, t.lemmas)) {
      const segment = segments.find((s) => m.start < s.end && m.end > s.start);
      const { aspect, weak, modifier } = m.value;
      if (aspect) candidates.add(aspect);
      if (aspect) segment?.aspects.push({ aspect, weak, modifier, term: phraseText(t, m.start, m.end).toLowerCase(), start: m.start, end: m.end });
    }
    segments.forEach((segment, k) => findFailures(t, segment, segments[k + 1]));
    for (const segment of segments) scoreSegment(t, segment, shouting);
    keepJudgedWeakCues(t, segments);

    let weighted = 0;
    for (const segment of segments) weighted += segment.raw * groups[segment.group]!.weight;
    if (t.normals[last] === '!') weighted *= 1.1;
    const sentenceScore = round(squash(weighted));
    const sentenceAspects = new Set<string>();
    segments.forEach((segment, index) => {
      for (const mention of segment.aspects) {
        const source = opinionFor(segments, index);
        const score = round(source ? squash(source.raw) : 0);
        const from = Math.min(segment.start, source?.start ?? segment.start);
        const to = Math.max(segment.end, source?.end ?? segment.end);
        const list = judgments.get(mention.aspect) ?? [];
        list.push({ aspect: mention.aspect, polarity: polarityOf(score), score, phrase: phraseText(t, from, to), term: mention.term });
        judgments.set(mention.aspect, list);
        sentenceAspects.add(mention.aspect);
      }
    });
    if (segments.some((s) => s.hasOpinion)) {
      opinionated += 1;
      sentimentSum += sentenceScore;
    }
    sentences.push({
      text: sentenceText(t, first, last),
      score: sentenceScore,
      polarity: polarityOf(sentenceScore),
      aspects: [...sentenceAspects].sort((a, b) => aspectOrder.get(a)! - aspectOrder.get(b)!),
    });
  }

  const aspects = [...judgments.entries()]
    .sort(([a], [b]) => aspectOrder.get(a)! - aspectOrder.get(b)!)
    .map(([aspect, list]) => {
      const score = round(list.reduce((sum, j) => sum + j.score, 0) / list.length);
      const strongest = list.reduce((best, j) => (Math.abs(j.score) > Math.abs(best.score) ? j : best));
      return { aspect, polarity: polarityOf(score), score, phrase: strongest.phrase, term: strongest.term };
    });
  const score = round(opinionated ? sentimentSum / opinionated : 0);
  const problems = [...new Set(problemIndex.matchAll(t.normals, 0, t.normals.length, t.lemmas).map((m) => m.value))]
    .sort((a, b) => problemOrder.get(a)! - problemOrder.get(b)!);
  return {
    sentiment: { score, polarity: polarityOf(score) },
    mixed: aspects.some((a) => a.polarity === 'positive') && aspects.some((a) => a.polarity === 'negative'),
    aspects,
    problems,
    emergency: emergencyIndex.matchAll(t.normals, 0, t.normals.length, t.lemmas).length > 0,
    sentences,
    candidates: [...candidates].sort(),
  };
}
