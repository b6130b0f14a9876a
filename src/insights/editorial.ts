import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentDir } from '../content/load-content.ts';
import { ContentError, issuesToProblems } from '../content/content-error.ts';
import { EditorialSummary } from '../schemas/insights.ts';

/** Where content editors keep the summary prose, inside the content folder. */
export const EDITORIAL_SUMMARY_FILE = join('insights', 'summary.json');

/** Reads and validates the editorial summary; a problem fails the build naming the file and the field. */
export function loadEditorialSummary(dir = contentDir()): EditorialSummary {
  const path = join(dir, EDITORIAL_SUMMARY_FILE);
  const file = relative(process.cwd(), path) || path;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ContentError([{ file, message: `cannot be read as JSON: ${(error as Error).message}` }]);
  }
  const parsed = EditorialSummary.safeParse(raw);
  if (!parsed.success) throw new ContentError(issuesToProblems(file, parsed.error.issues, 'editorial summary'));
  return parsed.data;
}
