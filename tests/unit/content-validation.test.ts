import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/content-error.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { contentDirs } from '../support/content-dir.ts';
import { runBuild } from '../support/netlify-dev.ts';
import { copyProject } from '../support/project-copy.ts';

const good = {
  id: '01JGZK3M2B8Q5WCX4T7N9RDF6A',
  author: 'Hannah P.',
  rating: 5,
  date: '2025-06-14',
  text: 'Rusty replaced our roof after the hail in Louisville.',
  source: 'google',
};

const dirs = contentDirs();
afterEach(() => dirs.removeAll());
const contentWith = dirs.make;

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
    const message = problemsOf(
      contentWith({ '2025.json': [good, { ...good, id: '01JGZK3M2B8Q5WCX4T7N9RDF6B', rating: 6 }] }),
    );
    expect(message).toMatch(/reviews\/2025\.json, record 1 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6B\), field "rating": .*5/);
  });

  it('rejects an impossible date', () => {
    const message = problemsOf(contentWith({ '2025.json': [{ ...good, date: '2025-02-30' }] }));
    expect(message).toMatch(/record 0 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6A\), field "date"/);
  });

  it('rejects an id used twice, naming both files', () => {
    const message = problemsOf(contentWith({ '2024.json': [good], '2025.json': [{ ...good, date: '2025-01-02' }] }));
    expect(message).toMatch(
      /reviews\/2025\.json, record id 01JGZK3M2B8Q5WCX4T7N9RDF6A, field "id": duplicate id, already used in .*reviews\/2024\.json/,
    );
  });

  it('rejects an unknown technician tag and lists the known ones', () => {
    const message = problemsOf(contentWith({ '2025.json': [{ ...good, tags: { technicians: ['bob'] } }] }));
    expect(message).toMatch(/field "tags\.technicians": unknown id "bob"; known: dave-kowalski, /);
  });

  it('refuses control characters, U+FFFE/U+FFFF and lone surrogates in free text, naming file, record and field', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: 'Great job\u0001 on the roof' }, 'text', 'U+0001 at position 10'],
      [{ author: 'Pat\u001B[31m' }, 'author', 'U+001B'],
      [{ text: 'Fine \uFFFE' }, 'text', 'U+FFFE'],
      [{ text: 'Fine \uFFFF' }, 'text', 'U+FFFF'],
      [{ text: 'Half a pair \uD83D here' }, 'text', 'U+D83D'],
      [{ owner_reply: { text: 'Thanks\u0008', date: '2025-06-15' } }, 'owner_reply.text', 'U+0008'],
    ];
    for (const [change, field, found] of cases) {
      const message = problemsOf(contentWith({ '2025.json': [{ ...good, ...change }] }));
      expect(message).toContain(
        `reviews/2025.json, record 0 (id ${good.id}), field "${field}": contains the character ${found}`,
      );
    }
    // Tab, newline, carriage return and whole surrogate pairs (emoji) are text.
    const fine = loadContent(contentWith({ '2025.json': [{ ...good, text: 'Line\tone\r\nLine two 👍' }] }));
    expect(fine.reviews[0]!.text).toBe('Line\tone\r\nLine two 👍');
  });

  it('rejects a file that is not JSON, and unknown fields', () => {
    expect(problemsOf(contentWith({ '2025.json': '[{"id": ' }))).toMatch(/2025\.json: cannot be read as JSON/);
    expect(problemsOf(contentWith({ '2025.json': [{ ...good, stars: 5 }] }))).toMatch(/record 0 .*stars/);
  });

  it('fails the real build with the message, and publishes nothing', () => {
    const project = copyProject();
    dirs.track(project.dir);
    writeFileSync(
      join(project.dir, 'content/reviews/zz-bad.json'),
      JSON.stringify([{ ...good, id: '01JGZK3M2B8Q5WCX4T7N9RDF6Z', rating: 6 }]),
    );
    const result = runBuild(project.dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      /content\/reviews\/zz-bad\.json, record 0 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6Z\), field "rating"/,
    );
    expect(existsSync(join(project.dir, 'dist/reviews.json'))).toBe(false);
  }, 120_000);
});
