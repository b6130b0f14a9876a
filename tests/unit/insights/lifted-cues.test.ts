import { describe, expect, it } from 'vitest';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { allCues } from '../../../src/insights/cue-lists.ts';
import { EVALUATION_SETS, evaluationSetExists, loadEvaluationSet } from '../../../src/insights/evaluation-sets.ts';
import { tokenize } from '../../../src/insights/nlp.ts';
import { PhraseIndex } from '../../../src/insights/phrase-index.ts';
import { CUES_BEFORE_SET } from '../../support/cues-before-set.ts';

/**
 * A cue of three or more words that matches a sentence of a set that was once blind, but nothing in the development
 * material, was lifted from an evaluation sentence (docs/insights.md, "Evaluation protocol"). Development material:
 * the development sets and the generated sample content (scripts/content-generator's bank, rendered in content/).
 * Matching is the analyser's own (PhraseIndex over tokens and lemmas), so inflections and wildcards count.
 */
const longCues = [
  ...new Set(
    allCues()
      .map((c) => c.cue)
      .filter((cue) => cue.trim().split(/\s+/).length >= 3),
  ),
];

function cuesMatchedIn(texts: readonly string[], cues: readonly string[]): Set<string> {
  const index = new PhraseIndex(cues.map((cue) => [cue, cue] as [string, string]));
  const found = new Set<string>();
  for (const text of texts) {
    const t = tokenize(text);
    for (const m of index.matchAll(t.normals, 0, t.normals.length, t.lemmas)) found.add(m.value);
  }
  return found;
}

export function liftedCues(cues: readonly string[]): string[] {
  const sets = (role: (r: string) => boolean) =>
    EVALUATION_SETS.filter((s) => role(s.role) && evaluationSetExists(s.file));
  const texts = (role: (r: string) => boolean) =>
    sets(role).flatMap((s) => loadEvaluationSet(s.file).map((i) => i.text));
  const development = [
    ...texts((r) => r === 'development'),
    ...getReviewsDataset().reviews.flatMap((r) => (r.text ? [r.text] : [])),
  ];
  // Sets once blind whose errors have since been studied; the current blind set was never seen, so nothing in it
  // can have been lifted (a cue it happens to match is a cue that generalised).
  const inDevelopment = cuesMatchedIn(development, cues);
  const lifted = sets((r) => r === 'tuning').flatMap((set) => {
    const before = new Set(CUES_BEFORE_SET[set.id]?.cues ?? []);
    const texts = loadEvaluationSet(set.file).map((i) => i.text);
    return [...cuesMatchedIn(texts, cues)].filter((cue) => !inDevelopment.has(cue) && !before.has(cue));
  });
  return [...new Set(lifted)].sort();
}

describe('cue vocabulary', () => {
  it('has at least a few long cues to check', () => {
    expect(longCues.length).toBeGreaterThan(20);
  });

  it('holds no cue of three or more words found in an evaluation set but nowhere in the development material', () => {
    expect(liftedCues(longCues)).toEqual([]);
  });

  it('would catch a lifted cue: a phrase of a once-blind sentence that development material lacks', () => {
    // A three-word phrase of blind-2, checked absent from development material by the same function.
    const blind2 = loadEvaluationSet('blind-2.json').map((i) => i.text);
    const candidate = blind2
      .map((t) => t.toLowerCase().match(/[a-z]+ [a-z]+ [a-z]+/)?.[0])
      .find((p) => p && liftedCues([p]).length === 1);
    expect(candidate).toBeDefined();
  });
});
