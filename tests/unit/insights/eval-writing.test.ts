import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TAXONOMY } from '../../../src/insights/taxonomy.ts';

/**
 * The checkers of tests/eval/writing as a helper runs them: copied into a folder of its own beside guideline.txt
 * (and texts.json for the second annotator), outside the repository (README.md there).
 */
const writing = new URL('../../../tests/eval/writing/', import.meta.url);
const evalDir = new URL('../../../tests/eval/', import.meta.url);
const folder = mkdtempSync(join(tmpdir(), 'eval-writing-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const guideline = (JSON.parse(readFileSync(new URL('realistic-dev.json', evalDir), 'utf8')) as { guideline: string })
  .guideline;
writeFileSync(join(folder, 'guideline.txt'), `${guideline}\n`);
for (const file of ['check-format.mjs', 'check-labelling.mjs'])
  copyFileSync(new URL(file, writing), join(folder, file));
const blind35 = JSON.parse(readFileSync(new URL('blind-35.json', evalDir), 'utf8')) as {
  items: Array<{ text: string; rating: number; labels: Record<string, string> }>;
};
const texts = blind35.items.map(({ text, rating }, id) => ({ id, rating, text }));
writeFileSync(join(folder, 'texts.json'), JSON.stringify({ items: texts }));

const run = (checker: string, file: string) =>
  spawnSync(process.execPath, [join(folder, checker), file], { encoding: 'utf8' });

describe('the evaluation-set checkers given to helpers', () => {
  it('take the aspect ids from the guideline, which names every aspect of the taxonomy', () => {
    const ids = [...guideline.matchAll(/^- ([a-z-]+):/gm)].map((m) => m[1]);
    expect(ids).toEqual(TAXONOMY.aspects.map((a) => a.id));
  });

  it('pass a committed set and its second labelling, with their counts', () => {
    const set = run('check-format.mjs', new URL('blind-35.json', evalDir).pathname);
    expect(set.status).toBe(0);
    expect(set.stdout).toContain('130 reviews, 264 judgments');
    const second = run('check-labelling.mjs', new URL('agreement/blind-35.second-annotator.json', evalDir).pathname);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('130 entries, 276 judgments');
  });

  it('name an aspect the guideline does not have, and fail', () => {
    const broken = {
      ...blind35,
      items: [{ ...blind35.items[0]!, labels: { roofing: 'positive' } }, ...blind35.items.slice(1)],
    };
    writeFileSync(join(folder, 'broken.json'), JSON.stringify(broken));
    const set = run('check-format.mjs', join(folder, 'broken.json'));
    expect(set.status).toBe(1);
    expect(set.stdout).toContain('unknown aspect "roofing"');
    const second = JSON.parse(readFileSync(new URL('agreement/blind-35.second-annotator.json', evalDir), 'utf8'));
    second.items[0].labels = { roofing: 'positive' };
    writeFileSync(join(folder, 'broken-second.json'), JSON.stringify(second));
    const labelling = run('check-labelling.mjs', join(folder, 'broken-second.json'));
    expect(labelling.status).toBe(1);
    expect(labelling.stdout).toContain('unknown aspect "roofing"');
  });
});
