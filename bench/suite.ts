/** One row of a benchmark table: column name -> value (numbers are printed as they are, so round them first). */
export type BenchRow = Record<string, string | number>;

/** A benchmark suite: `bench/run.ts` runs each registered suite at the requested dataset sizes and prints its rows. */
export interface BenchSuite {
  name: string;
  /** One line saying what is measured and how. */
  description: string;
  run(sizes: readonly number[]): Promise<BenchRow[]>;
}
