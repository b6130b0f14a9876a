import { DOMAIN_LEXICON } from './domain-lexicon.ts';
import { TAXONOMY } from './taxonomy.ts';

/**
 * Every phrase the rules match, with the list it belongs to, as written (without the weak "~" and modifier "^"
 * marks). For checks over the vocabulary, such as the lifted-cue test, without knowledge of how the lists are kept.
 */
export function allCues(): Array<{ list: string; cue: string }> {
  const strip = (cue: string) => cue.replace(/^[~^]/, '');
  return [
    ...TAXONOMY.aspects.flatMap((a) => a.cues.map((cue) => ({ list: `aspect ${a.id}`, cue: strip(cue) }))),
    ...TAXONOMY.notAspectCues.map((cue) => ({ list: 'not an aspect', cue })),
    ...TAXONOMY.workmanshipFailures.failures.map((cue) => ({ list: 'failures', cue })),
    ...TAXONOMY.workmanshipFailures.afterWork.map((cue) => ({ list: 'after work', cue })),
    ...TAXONOMY.problems.flatMap((p) => p.cues.map((cue) => ({ list: `problem ${p.id}`, cue }))),
    ...TAXONOMY.emergencyCues.map((cue) => ({ list: 'emergency', cue })),
    ...Object.keys(DOMAIN_LEXICON.phrases).map((cue) => ({ list: 'domain phrase', cue })),
    ...DOMAIN_LEXICON.negators.map((cue) => ({ list: 'negator', cue })),
  ];
}
