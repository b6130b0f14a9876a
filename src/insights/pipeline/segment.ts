import { DOMAIN_LEXICON } from '../domain-lexicon.ts';
import type { Tokens } from '../nlp.ts';

/**
 * Stage 1 of the rules, segmentation: a sentence becomes clause groups (cut at contrast words and hard punctuation),
 * each of segments (cut at "and", commas and similar joints). Later stages fill a segment's aspects and score.
 */

/** Weights of the clauses on either side of "but" (VADER's contrast rule), used for overall sentiment. */
export const BEFORE_CONTRAST = 0.5;
export const AFTER_CONTRAST = 1.5;

const contrastWords = new Set<string>(DOMAIN_LEXICON.contrastAfter);
const concessiveWords = new Set<string>(DOMAIN_LEXICON.concessive);
const softWords = new Set<string>(DOMAIN_LEXICON.softBoundaries);
const hardPunctuation = new Set([';', ':', '—', '–', '(', ')', '--']);
const joiningPos = new Set(['CCONJ', 'SCONJ', 'PRON', 'DET', 'ADV']);

export interface Segment {
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

export interface Group {
  weight: number;
  concessive: boolean;
}

export function phraseText(t: Tokens, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 1) text += (i === start ? '' : t.spaces[i]) + t.values[i];
  return text.replace(/^[\s,;:.!?\-–—]+|[\s,;:.!?\-–—]+$/g, '');
}

export function sentenceText(t: Tokens, first: number, last: number): string {
  let text = '';
  for (let i = first; i <= last; i += 1) text += (i === first ? '' : t.spaces[i]) + t.values[i];
  return text.trim();
}

/** Splits one sentence into clause groups (at contrast words and hard punctuation) and segments (at "and", commas). */
export function segmentSentence(t: Tokens, first: number, last: number): { segments: Segment[]; groups: Group[] } {
  const groups: Group[] = [{ weight: 1, concessive: false }];
  const segments: Segment[] = [];
  let start = first;
  const close = (end: number) => {
    if (end > start) {
      segments.push({
        start,
        end,
        group: groups.length - 1,
        raw: 0,
        hasOpinion: false,
        opinionTokens: [],
        aspects: [],
        sentenceStart: first,
        failures: [],
      });
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
    } else if (
      normal === ',' ||
      (softWords.has(normal) &&
        (joiningPos.has(pos) || normal === 'and') &&
        // "knew when", "said when": the clause is what was known or said, not a new judgment.
        !(
          normal === 'when' &&
          (t.pos[i - 1] === 'VERB' ||
            t.pos[i - 1] === 'AUX' ||
            // "when it came to the adjuster": a topic, not a time.
            (t.normals[i + 1] === 'it' && t.lemmas[i + 2] === 'come'))
        ))
    ) {
      close(i);
      // A joining word opens the next part ("when they said they would"), except "so", which would intensify it.
      start = normal === ',' || normal === 'so' ? i + 1 : i;
    }
  }
  close(last + 1);
  return { segments, groups };
}
