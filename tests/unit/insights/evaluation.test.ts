import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/insights/evaluate.ts';
import {
  EVALUATION_SETS,
  NEWEST_BLIND_SET,
  evaluationSetExists,
  loadBlindRecords,
  loadEvaluationSet,
} from '../../../src/insights/evaluation-sets.ts';
import { EVAL_TARGETS, METHOD } from '../../../src/insights/model.ts';
import { TAXONOMY } from '../../../src/insights/taxonomy.ts';
import { DOMAIN_LEXICON } from '../../../src/insights/domain-lexicon.ts';
import { CUES_BEFORE_SET } from '../../support/cues-before-set.ts';

/**
 * Each hand-labelled set is asserted on its own; no target is judged on a pool of sets (protocol: docs/insights.md).
 * - development sets: the development targets (the learned stage was trained on them: see the cross-validation
 *   estimate in docs/insights.md for what these figures do not show);
 * - tuning sets: floors that guard against regressions (their figures flatter: the analyser was tuned after seeing
 *   their errors), set just under the current method's figures; training sets (never blind, trained on) the same;
 * - the newest blind set: the targets, on the figures recorded at its one scoring, and the current method must
 *   reproduce that record while its version is unchanged.
 */
const aspectIds = new Set(TAXONOMY.aspects.map((a) => a.id));
type Floor = { aspectF1: number; polarityAccuracy: number };
/** Every tuning set's floor, unless it has its own below: a set demoted from blind is fitted well above it. */
const TUNING_FLOOR: Floor = { aspectF1: 0.95, polarityAccuracy: 0.95 };
const OWN_FLOORS: Record<string, Floor> = {
  'held-out': { aspectF1: 0.95, polarityAccuracy: 0.94 },
  blind: { aspectF1: 0.93, polarityAccuracy: 0.95 },
  // Polarity 0.953 with method 3.20.0, 0.945 with 3.21.0 (trained on blind-23 too, the polarity regression's l2 0.0003).
  'blind-2': { aspectF1: 0.9, polarityAccuracy: 0.94 },
  // 0.958 with method 3.6.0, 0.943 with 3.7.0 (the polarity regression's options are 3.6.0's; its training data grew);
  // 0.940 with 3.20.0, 0.937 with 3.21.0 (trained on blind-23 too, the polarity regression's l2 0.0003).
  'blind-7': { aspectF1: 0.95, polarityAccuracy: 0.93 },
  // 0.954 with method 3.8.0, 0.947 with 3.9.0 (trained on blind-11 too, same options).
  'blind-9': { aspectF1: 0.95, polarityAccuracy: 0.94 },
  // 0.950 with method 3.16.0, 0.946 with 3.17.0 (trained on blind-19 too, same options), 0.939 with 3.24.0 (trained on
  // blind-26 too, the second stage from 0.4).
  'blind-5': { aspectF1: 0.95, polarityAccuracy: 0.93 },
  // 0.939 with method 3.18.0, the first method trained on it (same options); 0.935 with 3.20.0.
  'blind-20': { aspectF1: 0.95, polarityAccuracy: 0.93 },
  // 0.956 with methods 3.17.0 and 3.18.0, 0.948 with 3.19.0 (trained on blind-21 too, same options) and 3.20.0.
  'blind-19': { aspectF1: 0.95, polarityAccuracy: 0.94 },
  // 0.949 with method 3.22.0, the first method trained on it (same options as 3.21.0).
  'blind-24': { aspectF1: 0.95, polarityAccuracy: 0.94 },
  // 0.941 with method 3.23.0, the first method trained on it.
  'blind-25': { aspectF1: 0.95, polarityAccuracy: 0.94 },
  // 0.947 with method 3.24.0, the first method trained on it.
  'blind-26': { aspectF1: 0.95, polarityAccuracy: 0.94 },
  // 0.948 with method 3.27.0, the first method trained on it.
  'brief-2': { aspectF1: 0.95, polarityAccuracy: 0.94 },
};
const records = loadBlindRecords();
const cues = [
  ...TAXONOMY.aspects.flatMap((a) => a.cues),
  ...TAXONOMY.problems.flatMap((p) => p.cues),
  ...Object.keys(DOMAIN_LEXICON.phrases),
].map((c) => c.replace(/^[~^]/, '').toLowerCase());

describe.each(EVALUATION_SETS.filter((s) => evaluationSetExists(s.file)))('evaluation set $id ($role)', (set) => {
  const items = loadEvaluationSet(set.file);

  it('has unique texts, known aspect ids and the three polarities only', () => {
    expect(new Set(items.map((i) => i.text)).size).toBe(items.length);
    for (const [aspect, polarity] of items.flatMap((i) => Object.entries(i.labels))) {
      expect(aspectIds.has(aspect), aspect).toBe(true);
      expect(['positive', 'neutral', 'negative']).toContain(polarity);
    }
  });

  // Development sets are where cues come from; a sentence of any other set must not have become a cue.
  it.skipIf(set.role === 'development')('has no sentence that is itself a cue (cues are terms, not sentences)', () => {
    const older = new Set(CUES_BEFORE_SET[set.id]?.cues ?? []);
    for (const item of items) {
      const sentence = item.text.toLowerCase().replace(/[.!?]+$/, '');
      if (!older.has(sentence)) expect(cues, item.text).not.toContain(sentence);
    }
  });

  if (set.role === 'development') {
    it(`meets the development targets: aspect F1 >= ${EVAL_TARGETS.development.aspectF1}, polarity >= ${EVAL_TARGETS.development.polarityAccuracy}`, () => {
      const report = evaluate(items);
      expect(report.aspect.f1).toBeGreaterThanOrEqual(EVAL_TARGETS.development.aspectF1);
      expect(report.polarityAccuracy).toBeGreaterThanOrEqual(EVAL_TARGETS.development.polarityAccuracy);
    });
  }

  const floor = set.role === 'tuning' || set.role === 'training' ? (OWN_FLOORS[set.id] ?? TUNING_FLOOR) : undefined;
  if (floor) {
    it(`stays above its regression floor: aspect F1 >= ${floor.aspectF1}, polarity >= ${floor.polarityAccuracy}`, () => {
      const report = evaluate(items);
      expect(report.aspect.f1).toBeGreaterThanOrEqual(floor.aspectF1);
      expect(report.polarityAccuracy).toBeGreaterThanOrEqual(floor.polarityAccuracy);
    });
  }
});

describe('blind records', () => {
  it('hold one record per set at most, each of a set that was blind once', () => {
    const ids = records.map((r) => r.set);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(EVALUATION_SETS.map((s) => s.id)).toContain(id);
  });

  it('are quoted verbatim in docs/insights.md from method 3.0.0 on, whose header names the current method', () => {
    const docs = readFileSync(new URL('../../../docs/insights.md', import.meta.url), 'utf8');
    expect(docs).toContain(`Method ${METHOD.version}, taxonomy`);
    for (const r of records.filter((r) => r.method_version.startsWith('3.')))
      expect(docs, `${r.set}'s record`).toContain(JSON.stringify(r, null, 2));
  });

  it('every tuning set was scored blind once before it became a tuning set', () => {
    for (const set of EVALUATION_SETS.filter((s) => s.role === 'tuning'))
      expect(records.map((r) => r.set)).toContain(set.id);
  });

  const record = records.find((r) => r.set === NEWEST_BLIND_SET.id);
  const reason = !evaluationSetExists(NEWEST_BLIND_SET.file)
    ? `${NEWEST_BLIND_SET.id} is not committed yet`
    : `${NEWEST_BLIND_SET.id} has no record yet: run npm run eval -- --record-blind once, with the method version frozen`;

  it.skipIf(!record)(
    `the newest blind set has its one record, of at least 150 judgments (skipped while ${reason})`,
    () => {
      expect(record!.judgments).toBeGreaterThanOrEqual(150);
      expect(record!.sentences).toBe(loadEvaluationSet(NEWEST_BLIND_SET.file).length);
    },
  );

  /**
   * Blind scorings known to have missed the targets, by method version: recorded as they happened (docs/insights.md).
   * For such a version the target assertion is expected to fail; for every other version it must pass. A new method
   * version therefore meets the targets on its own blind set, or this test fails.
   */
  // 3.0.0 on blind-3: F1 0.777, polarity 0.817. 3.1.0 on blind-4: F1 0.780 (missed), polarity 0.948 (met).
  // 3.2.0 on blind-5: F1 0.809 (missed), polarity 0.924 (met). 3.3.0 on blind-6: F1 0.824 (missed), polarity 0.935 (met).
  // 3.4.0 on blind-7: F1 0.850 (missed), polarity 0.891 (met). 3.5.0 on blind-8: F1 0.858 (missed), polarity 0.919 (met).
  // 3.6.0 on blind-9: F1 0.857 (missed), polarity 0.916 (met). 3.7.0 on blind-10: F1 0.856 (missed), polarity 0.955 (met).
  // 3.8.0 on blind-11: F1 0.885 and polarity 0.945, both met (3.6.0 and 3.7.0 score F1 0.882 there: an easier set).
  // 3.9.0 on blind-12: F1 0.842 (missed), polarity 0.921 (met). 3.10.0 on blind-13: F1 0.851 (missed), polarity 0.920
  // (met). 3.11.0 on blind-14: F1 0.902 and polarity 0.947, both met (3.8.0-3.10.0 score 0.897-0.900 there: an easier
  // set). 3.12.0 on blind-15: F1 0.867 (missed), polarity 0.926 (met). 3.13.0 on blind-16: F1 0.852 (missed), polarity
  // 0.945 (met). 3.14.0 on blind-17: F1 0.873 (missed), polarity 0.928 (met).
  // 3.15.0 on blind-18: F1 0.864 (missed), polarity 0.950 (met). 3.16.0 on blind-19: F1 0.827 (missed), polarity 0.902
  // (met). 3.17.0 on blind-20: F1 0.830 (missed), polarity 0.906 (met). 3.18.0 on blind-21: F1 0.848 (missed),
  // polarity 0.898 (met). 3.19.0 on blind-22: F1 0.881 and polarity 0.945, both met (3.15.0-3.18.0 score 0.880-0.883
  // there: an easier set). 3.20.0 on blind-23: F1 0.869 (missed), polarity 0.945 (met). 3.21.0 on blind-24: F1 0.877
  // (missed), polarity 0.914 (met). 3.22.0 on blind-25: F1 0.864 (missed), polarity 0.909 (met). 3.23.0 on blind-26:
  // F1 0.869 (missed), polarity 0.923 (met). 3.24.0 on blind-27: F1 0.883 and polarity 0.935, both met (3.15.0-3.23.0
  // score 0.883-0.889 there: an easier set); on blind-28, its second blind set: F1 0.845 (missed), polarity 0.946 (met).
  // 3.25.0 on blind-29: F1 0.886 and polarity 0.975, both met (3.8.0-3.24.0 score 0.865-0.882 there); on blind-30, its
  // second blind set: F1 0.876 (missed), polarity 0.956 (met). 3.26.0 on blind-31: F1 0.873 (missed), polarity 0.979
  // (met). 3.27.0 on blind-32: F1 0.899 and polarity 0.937, both met (3.8.0-3.26.0 score 0.887-0.900 there: an easier
  // set); on blind-33, its second blind set: F1 0.907 and polarity 0.952, both met (3.8.0-3.26.0 score 0.879-0.902);
  // on blind-34, its third: F1 0.896 and polarity 0.938, both met (3.8.0-3.26.0 score 0.874-0.889).
  const KNOWN_MISSES = new Set([
    '3.0.0',
    '3.1.0',
    '3.2.0',
    '3.3.0',
    '3.4.0',
    '3.5.0',
    '3.6.0',
    '3.7.0',
    '3.9.0',
    '3.10.0',
    '3.12.0',
    '3.13.0',
    '3.14.0',
    '3.15.0',
    '3.16.0',
    '3.17.0',
    '3.18.0',
    '3.20.0',
    '3.21.0',
    '3.22.0',
    '3.23.0',
    '3.24.0',
    '3.25.0',
    '3.26.0',
  ]);
  const targetTest = !record ? it.skip : KNOWN_MISSES.has(record.method_version) ? it.fails : it;
  targetTest(
    `the newest blind set meets the targets as recorded: aspect F1 >= ${EVAL_TARGETS.blind.aspectF1}, polarity >= ` +
      `${EVAL_TARGETS.blind.polarityAccuracy}${record && KNOWN_MISSES.has(record.method_version) ? ` (method ${record.method_version} missed them: expected to fail)` : ''}`,
    () => {
      expect(record!.aspect_f1).toBeGreaterThanOrEqual(EVAL_TARGETS.blind.aspectF1);
      expect(record!.polarity_accuracy).toBeGreaterThanOrEqual(EVAL_TARGETS.blind.polarityAccuracy);
    },
  );

  it.skipIf(!record || record.method_version !== METHOD.version)(
    'the current method reproduces the newest blind record exactly',
    () => {
      const report = evaluate(loadEvaluationSet(NEWEST_BLIND_SET.file));
      expect([
        report.sentences,
        report.judgments,
        report.aspect.precision,
        report.aspect.recall,
        report.aspect.f1,
        report.polarityAccuracy,
      ]).toEqual([
        record!.sentences,
        record!.judgments,
        record!.aspect_precision,
        record!.aspect_recall,
        record!.aspect_f1,
        record!.polarity_accuracy,
      ]);
    },
  );
});
