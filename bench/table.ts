import type { BenchRow } from './suite.ts';

/** Renders rows as a plain-text table; columns in order of first appearance, numbers right-aligned. */
export function renderTable(rows: readonly BenchRow[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const cell = (row: BenchRow, column: string) => (row[column] === undefined ? '' : String(row[column]));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r, c).length)));
  const numeric = columns.map((c) =>
    rows.every(
      (r) =>
        r[c] === undefined || r[c] === '' || typeof r[c] === 'number' || /^([\d.,]+(\s|x|$)|n\/a$)/.test(String(r[c])),
    ),
  );
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  return [
    line(columns),
    `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`,
    ...rows.map((row) => line(columns.map((c) => cell(row, c)))),
  ].join('\n');
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  return value < 1 ? value.toFixed(3) : value < 100 ? value.toFixed(2) : value.toFixed(0);
}

/** Percentile of a sample (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
