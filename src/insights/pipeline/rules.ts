import { tokenize } from '../nlp.ts';
import { PhraseIndex } from '../phrase-index.ts';
import { TAXONOMY } from '../taxonomy.ts';
import { opinionFor } from './attribute.ts';
import { aspectIndex, findFailures, keepJudgedWeakCues } from './detect-aspects.ts';
import { polarityOf, problemIndex, scoreSegment, squash } from './score.ts';
import { phraseText, segmentSentence, sentenceText } from './segment.ts';
import type { AspectJudgment, SentenceAnalysis, TextAnalysis } from './types.ts';

export { NEUTRAL_BAND, polarityOf, squash } from './score.ts';

/** The rules' analysis, and every aspect a cue named, judged or not (a feature of the learned stage). */
export interface RuleAnalysis extends TextAnalysis {
  candidates: string[];
}

const emergencyIndex = new PhraseIndex(TAXONOMY.emergencyCues.map((cue) => [cue, true] as [string, boolean]));
const aspectOrder = new Map(TAXONOMY.aspects.map((a, i) => [a.id, i]));
const problemOrder = new Map(TAXONOMY.problems.map((p, i) => [p.id, i]));
const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Analyses one review text: overall sentiment, aspect judgments at the clause level (negation, contrast,
 * intensifiers), problems named and whether urgent help is mentioned. Deterministic: the same text always gives the
 * same result. Returns null for a missing or blank text (a rating-only review).
 */
export function analyzeWithRules(text: string | null | undefined): RuleAnalysis | null {
  if (!text || !text.trim()) return null;
  const t = tokenize(text);
  // A text with some lower-case letters: an all-capitals word in it is shouted (one in an all-capitals text is not).
  const shouting = /[a-z]/.test(text);

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
      if (aspect)
        segment?.aspects.push({
          aspect,
          weak,
          modifier,
          term: phraseText(t, m.start, m.end).toLowerCase(),
          start: m.start,
          end: m.end,
        });
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
        list.push({
          aspect: mention.aspect,
          polarity: polarityOf(score),
          score,
          phrase: phraseText(t, from, to),
          term: mention.term,
        });
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
  const problems = [
    ...new Set(problemIndex.matchAll(t.normals, 0, t.normals.length, t.lemmas).map((m) => m.value)),
  ].sort((a, b) => problemOrder.get(a)! - problemOrder.get(b)!);
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
