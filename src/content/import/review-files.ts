import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError, type ContentProblem } from '../content-error.ts';
import { contentFromSource, readJson, type ContentFile } from '../load-content.ts';

type ReviewRecord = Record<string, unknown> & { id?: unknown; date?: unknown };

interface YearFile {
  path: string;
  label: string;
  /** The file's JSON as read (not an array when the file is broken; validation then says so). */
  json: unknown;
  changed: boolean;
}

/**
 * The review files of a content folder, held in memory while an import or an edit changes them, then validated as
 * the build validates them and written all or nothing.
 */
export class ReviewFiles {
  private readonly business: ContentFile;
  private readonly files = new Map<string, YearFile>();
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
    this.business = readJson(join(dir, 'business.json'));
    const reviewsDir = join(dir, 'reviews');
    for (const name of readdirSync(reviewsDir).filter((f) => f.endsWith('.json')).sort()) {
      const { file, json, readError } = readJson(join(reviewsDir, name));
      this.files.set(name, { path: join(reviewsDir, name), label: file, json: readError ? undefined : json, changed: false });
    }
  }

  private records(file: YearFile): ReviewRecord[] {
    return Array.isArray(file.json) ? (file.json as ReviewRecord[]) : [];
  }

  /** The record with this id, wherever it is. */
  find(id: string): ReviewRecord | undefined {
    for (const file of this.files.values()) {
      const found = this.records(file).find((r) => r?.id === id);
      if (found) return found;
    }
    return undefined;
  }

  /** Appends a review to the file of its year (YYYY.json, created when missing). */
  add(record: ReviewRecord & { date: string }) {
    const name = `${record.date.slice(0, 4)}.json`;
    let file = this.files.get(name);
    if (!file) {
      const path = join(this.dir, 'reviews', name);
      file = { path, label: relative(process.cwd(), path) || path, json: [], changed: true };
      this.files.set(name, file);
    }
    if (!Array.isArray(file.json)) return;
    file.json.push(record);
    file.changed = true;
  }

  /** Changes the record with this id in place (its position and its file stay); false when there is none. */
  update(id: string, change: (record: ReviewRecord) => void): boolean {
    for (const file of this.files.values()) {
      const record = this.records(file).find((r) => r?.id === id);
      if (record) {
        change(record);
        file.changed = true;
        return true;
      }
    }
    return false;
  }

  remove(id: string): boolean {
    for (const file of this.files.values()) {
      const records = this.records(file);
      const index = records.findIndex((r) => r?.id === id);
      if (index >= 0) {
        records.splice(index, 1);
        file.changed = true;
        return true;
      }
    }
    return false;
  }

  /** Every problem the build would find in the content as it now stands. */
  validate(): ContentProblem[] {
    const files = [...this.files.values()].map((f) => ({ file: f.label, json: f.json, readError: f.json === undefined ? 'cannot be read as JSON' : undefined }));
    try {
      contentFromSource({ business: this.business, reviewFiles: files });
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
  }

  /**
   * Writes the changed files, all or nothing: each goes to a temporary file beside it first, and only when all are
   * written are they renamed over the originals. Returns the written files' labels.
   */
  write(): string[] {
    const changed = [...this.files.values()].filter((f) => f.changed);
    const temporary = changed.map((f) => `${f.path}.${process.pid}.tmp`);
    try {
      changed.forEach((f, i) => writeFileSync(temporary[i]!, `${JSON.stringify(f.json, null, 2)}\n`));
    } catch (error) {
      for (const path of temporary) if (existsSync(path)) rmSync(path);
      throw error;
    }
    changed.forEach((f, i) => renameSync(temporary[i]!, f.path));
    return changed.map((f) => f.label);
  }
}
