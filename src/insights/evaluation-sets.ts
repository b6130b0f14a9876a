import { existsSync, readFileSync } from 'node:fs';
import type { EvaluationItem, EvaluationReport } from './evaluate.ts';

/**
 * The hand-labelled evaluation sets in tests/eval, in the order they were written. `role` says what a set may be
 * used for (the protocol and each set's true history: docs/insights.md, "Evaluation protocol"):
 * - development: written to build and tune the analyser against;
 * - tuning: once blind, but its errors have since been studied and the analyser changed after seeing them, so its
 *   figures flatter;
 * - blind: written by someone who saw only the aspect scopes and the labelling guideline; committed once, scored
 *   once after the method version was frozen, its figures recorded verbatim in tests/eval/blind-records.json. It
 *   becomes a tuning set for the next method version;
 * - training: written to a blind set's brief word for word, but as training material from the start
 *   (tests/eval/brief): never blind, never read here, trained on as the sets once written blind are; its figures are
 *   a fit.
 */
export const EVALUATION_SETS = [
  { id: 'development', file: 'aspect-sentiment.json', role: 'development' },
  { id: 'realistic-dev', file: 'realistic-dev.json', role: 'development' },
  { id: 'held-out', file: 'held-out.json', role: 'tuning' },
  { id: 'blind', file: 'blind.json', role: 'tuning' },
  { id: 'blind-2', file: 'blind-2.json', role: 'tuning' },
  { id: 'blind-3', file: 'blind-3.json', role: 'tuning' },
  { id: 'realistic-dev-2', file: 'realistic-dev-2.json', role: 'development' },
  { id: 'realistic-dev-3', file: 'realistic-dev-3.json', role: 'development' },
  { id: 'realistic-dev-4', file: 'realistic-dev-4.json', role: 'development' },
  { id: 'realistic-dev-5', file: 'realistic-dev-5.json', role: 'development' },
  { id: 'realistic-dev-6', file: 'realistic-dev-6.json', role: 'development' },
  { id: 'blind-4', file: 'blind-4.json', role: 'tuning' },
  { id: 'realistic-dev-7', file: 'realistic-dev-7.json', role: 'development' },
  { id: 'realistic-dev-8', file: 'realistic-dev-8.json', role: 'development' },
  { id: 'realistic-dev-9', file: 'realistic-dev-9.json', role: 'development' },
  { id: 'realistic-dev-10', file: 'realistic-dev-10.json', role: 'development' },
  { id: 'blind-5', file: 'blind-5.json', role: 'tuning' },
  { id: 'blind-6', file: 'blind-6.json', role: 'tuning' },
  { id: 'blind-7', file: 'blind-7.json', role: 'tuning' },
  { id: 'realistic-dev-11', file: 'realistic-dev-11.json', role: 'development' },
  { id: 'realistic-dev-12', file: 'realistic-dev-12.json', role: 'development' },
  { id: 'realistic-dev-13', file: 'realistic-dev-13.json', role: 'development' },
  { id: 'realistic-dev-14', file: 'realistic-dev-14.json', role: 'development' },

  { id: 'blind-8', file: 'blind-8.json', role: 'tuning' },
  { id: 'realistic-dev-15', file: 'realistic-dev-15.json', role: 'development' },
  { id: 'realistic-dev-16', file: 'realistic-dev-16.json', role: 'development' },
  { id: 'realistic-dev-17', file: 'realistic-dev-17.json', role: 'development' },
  { id: 'realistic-dev-18', file: 'realistic-dev-18.json', role: 'development' },
  { id: 'realistic-dev-19', file: 'realistic-dev-19.json', role: 'development' },
  { id: 'realistic-dev-20', file: 'realistic-dev-20.json', role: 'development' },

  { id: 'blind-9', file: 'blind-9.json', role: 'tuning' },
  { id: 'realistic-dev-21', file: 'realistic-dev-21.json', role: 'development' },
  { id: 'realistic-dev-22', file: 'realistic-dev-22.json', role: 'development' },
  { id: 'realistic-dev-23', file: 'realistic-dev-23.json', role: 'development' },
  { id: 'realistic-dev-24', file: 'realistic-dev-24.json', role: 'development' },

  { id: 'blind-10', file: 'blind-10.json', role: 'tuning' },

  { id: 'blind-11', file: 'blind-11.json', role: 'tuning' },

  { id: 'blind-12', file: 'blind-12.json', role: 'tuning' },

  { id: 'blind-13', file: 'blind-13.json', role: 'tuning' },

  { id: 'blind-14', file: 'blind-14.json', role: 'tuning' },

  { id: 'blind-15', file: 'blind-15.json', role: 'tuning' },

  { id: 'blind-16', file: 'blind-16.json', role: 'tuning' },

  { id: 'blind-17', file: 'blind-17.json', role: 'tuning' },

  { id: 'blind-18', file: 'blind-18.json', role: 'tuning' },

  { id: 'blind-19', file: 'blind-19.json', role: 'tuning' },

  { id: 'blind-20', file: 'blind-20.json', role: 'tuning' },

  { id: 'blind-21', file: 'blind-21.json', role: 'tuning' },

  { id: 'blind-22', file: 'blind-22.json', role: 'tuning' },

  { id: 'blind-23', file: 'blind-23.json', role: 'tuning' },

  { id: 'blind-24', file: 'blind-24.json', role: 'tuning' },

  { id: 'blind-25', file: 'blind-25.json', role: 'tuning' },

  { id: 'blind-26', file: 'blind-26.json', role: 'tuning' },

  { id: 'blind-27', file: 'blind-27.json', role: 'tuning' },

  // Written after blind-27's scoring, each by its own helper given a blind set's prompt; trained on from method 3.27.0
  // (docs/insights.md, "Method 3.27.0 and blind-32").
  { id: 'brief-1', file: 'brief/brief-1.json', role: 'training' },
  { id: 'brief-2', file: 'brief/brief-2.json', role: 'training' },
  { id: 'brief-3', file: 'brief/brief-3.json', role: 'training' },
  { id: 'brief-4', file: 'brief/brief-4.json', role: 'training' },
  { id: 'brief-5', file: 'brief/brief-5.json', role: 'training' },
  { id: 'brief-6', file: 'brief/brief-6.json', role: 'training' },

  // A second blind set of method 3.24.0, scored after blind-27's target was met, to see whether it holds on another
  // writer (docs/insights.md, "Method 3.24.0 and blind-28").
  { id: 'blind-28', file: 'blind-28.json', role: 'tuning' },

  { id: 'blind-29', file: 'blind-29.json', role: 'tuning' },

  // A second blind set of method 3.25.0, scored after blind-29's target was met, to see whether it holds on another
  // writer (docs/insights.md, "Method 3.25.0 and blind-30").
  { id: 'blind-30', file: 'blind-30.json', role: 'tuning' },

  { id: 'blind-31', file: 'blind-31.json', role: 'tuning' },

  { id: 'blind-32', file: 'blind-32.json', role: 'tuning' },

  // A second blind set of method 3.27.0, scored after blind-32's target was met, to see whether it holds on another
  // writer (docs/insights.md, "Method 3.27.0 and blind-33").
  { id: 'blind-33', file: 'blind-33.json', role: 'tuning' },

  // A third blind set of method 3.27.0, scored after it met the targets on blind-32 and blind-33, before issue 9 is
  // called resolved (docs/insights.md, "Method 3.27.0 and blind-34").
  { id: 'blind-34', file: 'blind-34.json', role: 'tuning' },

  { id: 'blind-35', file: 'blind-35.json', role: 'blind' },
] as const;

export type EvaluationSet = (typeof EVALUATION_SETS)[number];

/** The blind set of the current round: the last one with role blind. */
export const NEWEST_BLIND_SET = EVALUATION_SETS.findLast((s) => s.role === 'blind')!;

const EVAL_DIR = new URL('../../tests/eval/', import.meta.url);

export function evaluationSetExists(file: string, dir = EVAL_DIR): boolean {
  return existsSync(new URL(file, dir));
}

export function loadEvaluationSet(file: string, dir = EVAL_DIR): EvaluationItem[] {
  return (JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { items: EvaluationItem[] }).items;
}

/** One scoring of a set while it was blind, as recorded at the time (figures verbatim). */
export interface BlindRecord {
  set: string;
  method_version: string;
  scored_on: string;
  sentences: number;
  judgments: number;
  /** null where the record of the time did not keep it. */
  aspect_precision: number | null;
  aspect_recall: number | null;
  aspect_f1: number;
  polarity_accuracy: number;
  end_to_end_accuracy: number | null;
  note: string;
}

export const BLIND_RECORDS_FILE = 'blind-records.json';

export function loadBlindRecords(dir = EVAL_DIR): BlindRecord[] {
  return (JSON.parse(readFileSync(new URL(BLIND_RECORDS_FILE, dir), 'utf8')) as { records: BlindRecord[] }).records;
}

/** The record of a report, in the file's field names. */
export function blindRecordOf(
  set: string,
  methodVersion: string,
  scoredOn: string,
  r: EvaluationReport,
  note: string,
): BlindRecord {
  return {
    set,
    method_version: methodVersion,
    scored_on: scoredOn,
    sentences: r.sentences,
    judgments: r.judgments,
    aspect_precision: r.aspect.precision,
    aspect_recall: r.aspect.recall,
    aspect_f1: r.aspect.f1,
    polarity_accuracy: r.polarityAccuracy,
    end_to_end_accuracy: r.endToEndAccuracy,
    note,
  };
}
