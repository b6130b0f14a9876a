import type { z } from 'zod';

/** One problem in the content, located by file, record and field so an editor can go straight to it. */
export interface ContentProblem {
  file: string;
  record?: string;
  field?: string;
  message: string;
}

export function describeProblem(p: ContentProblem): string {
  const where = [p.file, p.record, p.field && `field "${p.field}"`].filter(Boolean).join(', ');
  return `${where}: ${p.message}`;
}

/** Thrown by the content loader; the build fails with every problem listed. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(`Invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
      problems.map((p) => `  - ${describeProblem(p)}`).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** zod issue path (["reviews", 3, "rating"]) to a field name ("reviews[3].rating"). */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) =>
    typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key), '');
}

export function issuesToProblems(file: string, issues: z.core.$ZodIssue[], record?: string, pathOffset = 0): ContentProblem[] {
  return issues.map((issue) => ({
    file,
    record,
    field: fieldName(issue.path.slice(pathOffset)) || undefined,
    message: issue.message,
  }));
}
