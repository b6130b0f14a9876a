import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/content-error.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { copyProject } from '../support/project-copy.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const good = {
  id: '01JGZK3M2B8Q5WCX4T7N9RDF6A',
  author: 'Hannah P.',
  rating: 5,
  date: '2025-06-14',
  text: 'Rusty replaced our roof after the hail in Louisville.',
  source: 'google',
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A content folder with the real business.json and the given review files. */
function contentWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  dirs.push(dir);
  cpSync(join(ROOT, 'content/business.json'), join(dir, 'business.json'));
  mkdirSync(join(dir, 'reviews'));
  for (const [name, records] of Object.entries(files)) {
    writeFileSync(join(dir, 'reviews', name), typeof records === 'string' ? records : JSON.stringify(records));
  }
  return dir;
}

function problemsOf(dir: string): string {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('the content was accepted');
}

describe('content validation', () => {
  it('accepts good content and resolves mentions from the text', () => {
    const { reviews } = loadContent(contentWith({ '2025.json': [good] }));
    expect(reviews[0]!.mentions).toEqual({
      technicians: ['russell-brennan'],
      services: ['roof-replacement', 'storm-damage'],
      service_areas: ['louisville'],
    });
  });

  it('names file, record and field of a missing field', () => {
    const { author: _author, ...missing } = good;
    const message = problemsOf(contentWith({ '2025.json': [missing] }));
    expect(message).toMatch(/reviews\/2025\.json, record 0 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6A\), field "author"/);
  });

  it('rejects a rating of 6', () => {
    const message = problemsOf(contentWith({ '2025.json': [good, { ...good, id: '01JGZK3M2B8Q5WCX4T7N9RDF6B', rating: 6 }] }));
    expect(message).toMatch(/reviews\/2025\.json, record 1 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6B\), field "rating": .*5/);
  });

  it('rejects an impossible date', () => {
    const message = problemsOf(contentWith({ '2025.json': [{ ...good, date: '2025-02-30' }] }));
    expect(message).toMatch(/record 0 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6A\), field "date"/);
  });

  it('rejects an id used twice, naming both files', () => {
    const message = problemsOf(contentWith({ '2024.json': [good], '2025.json': [{ ...good, date: '2025-01-02' }] }));
    expect(message).toMatch(/reviews\/2025\.json, record id 01JGZK3M2B8Q5WCX4T7N9RDF6A, field "id": duplicate id, already used in .*reviews\/2024\.json/);
  });

  it('rejects an unknown technician tag and lists the known ones', () => {
    const message = problemsOf(contentWith({ '2025.json': [{ ...good, tags: { technicians: ['bob'] } }] }));
    expect(message).toMatch(/field "tags\.technicians": unknown id "bob"; known: dave-kowalski, /);
  });

  it('rejects a file that is not JSON, and unknown fields', () => {
    expect(problemsOf(contentWith({ '2025.json': '[{"id": ' }))).toMatch(/2025\.json: cannot be read as JSON/);
    expect(problemsOf(contentWith({ '2025.json': [{ ...good, stars: 5 }] }))).toMatch(/record 0 .*stars/);
  });

  it('fails the real build with the message, and publishes nothing', () => {
    const project = copyProject();
    dirs.push(project.dir);
    writeFileSync(join(project.dir, 'content/reviews/zz-bad.json'), JSON.stringify([{ ...good, id: '01JGZK3M2B8Q5WCX4T7N9RDF6Z', rating: 6 }]));
    const result = spawnSync('node_modules/.bin/astro', ['build'], {
      cwd: project.dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/content\/reviews\/zz-bad\.json, record 0 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6Z\), field "rating"/);
    expect(existsSync(join(project.dir, 'dist/reviews.json'))).toBe(false);
  }, 120_000);
});
