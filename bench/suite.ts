/** One row of a benchmark table: column name (with its unit) -> value (numbers are printed as they are, so round them first). */
export type BenchRow = Record<string, string | number>;

/** A target from the issue, checked against what was measured. */
export interface TargetCheck {
  /** The target as the issue states it, e.g. "p50 <= 0.2 ms at 10k reviews". */
  target: string;
  /** The figure it was checked against, with its unit. */
  measured: string;
  met: boolean;
}

export interface BenchResult {
  rows: BenchRow[];
  /** Only the targets whose size was run. */
  targets?: TargetCheck[];
}

/** A benchmark suite: `bench/run.ts` runs each registered suite at the requested dataset sizes and prints its table. */
export interface BenchSuite {
  name: string;
  /** Title of the table. */
  title: string;
  /** What is measured and how, in a few lines. */
  description: string;
  run(sizes: readonly number[]): Promise<BenchResult>;
}

/** A target check, so that suites state each one the same way. */
export const check = (target: string, measured: string, met: boolean): TargetCheck => ({ target, measured, met });
