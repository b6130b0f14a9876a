import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GeneratedReview } from './generate.ts';

/** One JSON array per year, keyed "YYYY", each pretty-printed with 2-space indent and a trailing newline. */
export function serializeByYear(reviews: readonly GeneratedReview[]): Map<string, string> {
  const byYear = new Map<string, GeneratedReview[]>();
  for (const review of reviews) {
    const year = review.date.slice(0, 4);
    let list = byYear.get(year);
    if (!list) byYear.set(year, (list = []));
    list.push(review);
  }
  const out = new Map<string, string>();
  for (const year of [...byYear.keys()].sort()) out.set(year, `${JSON.stringify(byYear.get(year), null, 2)}\n`);
  return out;
}

export interface WriteResult {
  files: string[];
  removed: string[];
  businessWritten: boolean;
}

/**
 * Writes DIR/business.json (a byte copy of `businessPath`, only when different, so writing into the content folder
 * itself leaves it untouched) and DIR/reviews/YYYY.json. Year files from an earlier run that this run does not
 * produce are removed, so the folder holds exactly this output.
 */
export function writeContentDir(dir: string, reviews: readonly GeneratedReview[], businessPath: string): WriteResult {
  const reviewsDir = join(dir, 'reviews');
  mkdirSync(reviewsDir, { recursive: true });
  const target = join(dir, 'business.json');
  let businessWritten = false;
  if (resolve(target) !== resolve(businessPath)) {
    const source = readFileSync(businessPath);
    if (!existsSync(target) || !readFileSync(target).equals(source)) {
      copyFileSync(businessPath, target);
      businessWritten = true;
    }
  }
  const files: string[] = [];
  const years = serializeByYear(reviews);
  for (const [year, json] of years) {
    const path = join(reviewsDir, `${year}.json`);
    writeFileSync(path, json);
    files.push(path);
  }
  const removed: string[] = [];
  for (const name of readdirSync(reviewsDir)) {
    const m = /^(\d{4})\.json$/.exec(name);
    if (m && !years.has(m[1]!)) {
      rmSync(join(reviewsDir, name));
      removed.push(join(reviewsDir, name));
    }
  }
  return { files, removed, businessWritten };
}
