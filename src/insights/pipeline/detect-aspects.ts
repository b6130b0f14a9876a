import type { Tokens } from '../nlp.ts';
import { PhraseIndex } from '../phrase-index.ts';
import { TAXONOMY } from '../taxonomy.ts';
import { phraseText, type Segment } from './segment.ts';

/**
 * Stage 2 of the rules, aspect detection: the taxonomy's cues found per segment, weak cues and modifiers kept only
 * where judged, and failures that date after the job read as workmanship.
 */

/** The aspect whose weak cues name the job as a whole ("job", "work", "repair"). */
const JOB_ASPECT = 'workmanship';

interface Cue {
  /** null: a phrase that holds a cue word but names no aspect ("it paid off"). */
  aspect: string | null;
  weak: boolean;
  modifier: boolean;
}
export const aspectIndex = new PhraseIndex<Cue>([
  ...TAXONOMY.aspects.flatMap((a) =>
    a.cues.map((cue): [string, Cue] => [
      cue.replace(/^[~^]/, ''),
      { aspect: a.id, weak: cue.startsWith('~'), modifier: cue.startsWith('^') },
    ]),
  ),
  ...TAXONOMY.notAspectCues.map((cue): [string, Cue] => [cue, { aspect: null, weak: false, modifier: false }]),
]);
const failureIndex = new PhraseIndex(
  TAXONOMY.workmanshipFailures.failures.map((cue) => [cue, true] as [string, boolean]),
);
const afterWorkIndex = new PhraseIndex(
  TAXONOMY.workmanshipFailures.afterWork.map((cue) => [cue, true] as [string, boolean]),
);
/** Words that open a clause describing a condition, not a judgment ("when a shingle lifted, they came back"). */
const conditionWords = new Set(['when', 'whenever', 'if', 'once']);
/** Open a clause that can date a failure in the clause before ("since they patched it"). */
const temporalOpeners = new Set(['since', 'after']);

/**
 * Weak cues ("work", "phone", "driveway") stay only where the reviewer judges them: an opinion in their own clause,
 * no other aspect in that clause, and, when the sentence names another aspect, an opinion word right before them.
 * Modifiers ("quickly", "the same day") then stay where their clause holds an opinion and names no other aspect: "got
 * us on the schedule quickly" is about scheduling, "they worked quickly" about the duration, "a quick repair" too.
 */
export function keepJudgedWeakCues(t: Tokens, segments: Segment[]): void {
  // Most sentences name no weak cue and no modifier: nothing to decide, and nothing to allocate for it.
  if (!segments.some((s) => s.aspects.some((a) => a.weak || a.modifier))) return;
  const isStrong = (a: Segment['aspects'][number]) => !a.weak && !a.modifier;
  const opinionAt = new Set(segments.flatMap((s) => s.opinionTokens));
  for (const segment of segments) {
    const others = (aspect: string, counts: (a: Segment['aspects'][number]) => boolean) =>
      segment.aspects.some((a) => a.aspect !== aspect && counts(a));
    // Other aspects of the same clause group: across "but" the clauses judge separately.
    const groupAspects = new Set(
      segments.filter((s) => s.group === segment.group).flatMap((s) => s.aspects.filter(isStrong).map((a) => a.aspect)),
    );
    segment.aspects = segment.aspects.filter((a) => {
      if (!a.weak) return true;
      // The job itself ("a quick repair", "the job took weeks") is judged by what the modifier names.
      const yieldsTo = a.aspect === JOB_ASPECT ? (o: Segment['aspects'][number]) => !o.weak : isStrong;
      if (!segment.opinionTokens.length || others(a.aspect, yieldsTo)) return false;
      if (![...groupAspects].some((id) => id !== a.aspect)) return true;
      const before = a.start - 1;
      return opinionAt.has(before) || (opinionAt.has(before - 1) && ['DET', 'ADV', 'PRON'].includes(t.pos[before]!));
    });
    segment.aspects = segment.aspects.filter(
      (a) => !a.modifier || (segment.opinionTokens.length > 0 && !others(a.aspect, (o) => !o.modifier)),
    );
  }
}

/**
 * A failure ("leaked", "peeling off", "came loose") judges the workmanship when its clause places it after the job
 * ("again", "within a year", "the first time it rained", "they installed"); without that it may be the problem the
 * homeowner called about. A clause that states a condition ("when a shingle lifted, they came back") judges nothing.
 */
export function findFailures(t: Tokens, segment: Segment, next: Segment | undefined): void {
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
    segment.aspects.push({
      aspect: 'workmanship',
      weak: false,
      modifier: false,
      term: phraseText(t, m.start, m.end).toLowerCase(),
      start: m.start,
      end: m.end,
    });
  }
}
