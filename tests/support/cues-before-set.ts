/**
 * Cues that were already in the vocabulary when a set was written (blind, or to the blind brief as training
 * material; the method was frozen before the set existed), so they cannot have been lifted from it. Each is in
 * src/insights/taxonomy.ts or domain-lexicon.ts at the freeze commit named (git show
 * <commit>:src/insights/taxonomy.ts). Read by tests/unit/insights/lifted-cues.test.ts and evaluation.test.ts.
 */
export const CUES_BEFORE_SET: Record<string, { frozenAt: string; cues: string[] }> = {
  'blind-3': {
    frozenAt: '3d6c64d, method 3.0.0',
    cues: ['fit me in', 'knock* it out', 'return * email*', 'took a week'],
  },
  'blind-4': {
    frozenAt: '8539c31, method 3.1.0',
    cues: [
      'book* an estimate',
      'get * to pay',
      'know the first thing',
      'no sign of',
      'tarp* * bushes',
      'worth the paper',
    ],
  },
  'blind-5': {
    frozenAt: 'bdeb3ec, method 3.2.0',
    cues: ['know the first thing', 'make sure everything', 'price* * steep', 'set your watch by'],
  },
  // Two whole reviews of blind-6 are "Highly recommend." and "Worth every penny", lexicon phrases since 3ee4df1; the
  // other five are in the vocabulary since a627daf (2026-11-21), five days before blind-6 was written.
  'blind-6': {
    frozenAt: 'a8480c3, method 3.3.0',
    cues: [
      'a lot of money',
      'before the work',
      'higher than the estimate',
      'highly recommend',
      'pick* up the phone',
      'within # months',
      'worth every penny',
    ],
  },
  // In the vocabulary since a627daf, f610f0c and f8e9860 (2026-11-21), five days before blind-7 was written.
  'blind-7': {
    frozenAt: 'c676172, method 3.4.0',
    cues: ['before the work', 'fit me in', 'get * out to', 'learn* a lot', 'scare* us into', 'water * coming in'],
  },
  // In the vocabulary since a627daf, ba30a52 and f610f0c (2026-11-21), five days before blind-8 was written.
  'blind-8': {
    frozenAt: '043715d, method 3.5.0',
    cues: ['match* the rest', 'no one else', 'pick* up the phone', 'what is going on'],
  },
  // One whole review of blind-9 is "No complaints", a lexicon phrase since 3ee4df1 (2026-11-21); "longer than
  // expected" is a cue since a627daf (2026-11-21): both five days before blind-9 was written.
  'blind-9': {
    frozenAt: '789ba9b, method 3.6.0',
    cues: ['longer than expected', 'no complaints'],
  },
  // In the vocabulary since a627daf and ba30a52 (2026-11-21), days before blind-10 was written in stop 20.
  'blind-10': {
    frozenAt: 'f584e51, method 3.7.0',
    cues: ['arm and a leg', 'deal directly with', 'knock* it out', 'slow to respond'],
  },
  // In the vocabulary since a627daf, ba30a52 and f0474d8 (2026-11-21), five days before blind-11 was written.
  'blind-11': {
    frozenAt: '9e6875f, method 3.8.0',
    cues: ['cut * corners', 'get * covered', 'sit around waiting', 'upfront about pric*'],
  },
  // In the vocabulary since a627daf and 3ee4df1 (2026-11-21), five days before blind-12 was written.
  'blind-12': {
    frozenAt: 'b05f318, method 3.9.0',
    cues: ['kept me informed', 'leave * * behind', 'match* the rest', 'stand* behind their work', 'stopped the leak'],
  },
  // In the vocabulary since a627daf (2026-11-21), five days before blind-14 was written.
  'blind-14': {
    frozenAt: 'dcd6399, method 3.11.0',
    cues: ['never pick up'],
  },
  // In the vocabulary since a627daf (2026-11-21), five days before blind-15 was written.
  'blind-15': {
    frozenAt: '26b288d, method 3.12.0',
    cues: ['honor* * price', 'slow to respond'],
  },
  // "no complaints" is a lexicon phrase since 3ee4df1 (2026-11-21); blind-16 holds it as a one-sentence review, as
  // blind-9 does. "never pick up" ("never picks up") is in the vocabulary since a627daf (2026-11-21), as for blind-14.
  'blind-16': {
    frozenAt: 'e360a6d, method 3.13.0',
    cues: ['never pick up', 'no complaints'],
  },
  // In the vocabulary since a627daf (2026-11-21), six days before blind-17 was written.
  'blind-17': {
    frozenAt: '48667a9, method 3.14.0',
    cues: ['at the house by'],
  },
  // In the vocabulary since a627daf (2026-11-21), six days before blind-18 was written.
  'blind-18': {
    frozenAt: '76a2042, method 3.15.0',
    cues: ['squeez* * in'],
  },
  // One whole review of blind-19 is "Fair price.", a cue since a627daf (2026-11-21), six days before blind-19 was
  // written; "during the work" is in the vocabulary since a627daf too.
  'blind-19': {
    frozenAt: '04a722e, method 3.16.0',
    cues: ['during the work', 'fair price'],
  },
  // Two whole reviews of blind-20 are "Absolute pros." and "Highly recommend.": a cue since f610f0c (realistic-dev-3,
  // a development set, holds it in a sentence) and a lexicon phrase since 3ee4df1 (as for blind-6), both 2026-11-21;
  // its "documented the damage" matches a lexicon phrase since a627daf (2026-11-21).
  'blind-20': {
    frozenAt: '04c7d60, method 3.17.0',
    cues: ['absolute pros', 'document* * damage', 'highly recommend'],
  },
  // blind-22's "picks up the phone" and a "get here when" match cues in the vocabulary since a627daf (2026-11-21).
  'blind-22': {
    frozenAt: '5f9e184, method 3.19.0',
    cues: ['get here when', 'pick* up the phone'],
  },
  // blind-24's "heard from anyone" (by its lemma) and "what was causing" match cues in the vocabulary since a627daf
  // and f8e9860 (2026-11-21); the second is in held-out.json too, a tuning set.
  'blind-24': {
    frozenAt: '45244fc, method 3.21.0',
    cues: ['hear from anyone', 'what was causing'],
  },
  // Sentences of blind-27 match the cues "never made it" and "schedul* an estimate", in the vocabulary since a627daf
  // (2026-11-21).
  'blind-27': {
    frozenAt: '299b189, method 3.24.0',
    cues: ['never made it', 'schedul* an estimate'],
  },
  // One whole review of blind-28 is "Highly recommend.", a lexicon phrase since 3ee4df1 (2026-11-21); sentences of
  // it match the cues "know the first thing" and "set my watch by", in the vocabulary since f610f0c (2026-11-21).
  'blind-28': {
    frozenAt: '299b189, method 3.24.0',
    cues: ['highly recommend', 'know the first thing', 'set my watch by'],
  },
  // One whole review of blind-29 is "Highly recommend!", a lexicon phrase since 3ee4df1 (2026-11-21); sentences of it
  // match the cues "leave * nails" and "what we agreed", in the vocabulary since ba30a52 (2026-11-21).
  'blind-29': {
    frozenAt: '7a651db, method 3.25.0',
    cues: ['highly recommend', 'leave * nails', 'what we agreed'],
  },
  // Sentences of blind-30 match the cue "push* * into", in the vocabulary since a627daf (2026-11-21).
  'blind-30': {
    frozenAt: '7a651db, method 3.25.0',
    cues: ['push* * into'],
  },
  // blind-32 to blind-34 (written in stops 30 and 31, 2026-11-27, scored with method 3.27.0; tuning sets from 3.28.0):
  // sentences of them match cues in the vocabulary since a627daf and ba30a52 (2026-11-21).
  'blind-32': {
    frozenAt: '6418bd9, method 3.27.0',
    cues: ['pay too much'],
  },
  'blind-33': {
    frozenAt: '6418bd9, method 3.27.0',
    cues: ['back to me', 'match* the rest', 'there before #'],
  },
  'blind-34': {
    frozenAt: '6418bd9, method 3.27.0',
    cues: ['never pick up', 'raise* the price', 'see if everything'],
  },
  // One whole review of brief-1 (a training set, written in stop 29 while method 3.24.0 stood) is "No complaints!", a
  // lexicon phrase since 3ee4df1 (2026-11-21), as blind-9's and blind-16's are.
  'brief-1': {
    frozenAt: '299b189, method 3.24.0',
    cues: ['no complaints'],
  },
};
