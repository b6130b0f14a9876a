import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { datasetBody, endDatasetFiles, expectDatasetFiles } from '../../../src/artifacts/dataset-files.ts';
import { jsonTexts } from '../../../src/artifacts/json-stream.ts';
import { contentEtag } from '../../../src/http/content-hash.ts';

const value = { reviews: Array.from({ length: 3000 }, (_, i) => ({ id: `r${i}`, text: `Très bien — job ${i} 👍` })) };
const bytes = Buffer.from(JSON.stringify(value));
const outDir = mkdtempSync(join(tmpdir(), 'dataset-files-'));

afterEach(endDatasetFiles);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the datasets a build writes itself', () => {
  it('are written once from their chunks, with the ETag and size of the file, and the response has no body', async () => {
    const files = expectDatasetFiles(outDir, ['/a.json', '/b.json']);
    let made = 0;
    const chunks = () => (made++, jsonTexts(value));
    expect(datasetBody('/a.json', chunks)).toBeNull();
    expect(datasetBody('/a.json', chunks)).toBeNull(); // rendered twice, written once
    const file = await files.written('/a.json');
    expect(made).toBe(1);
    expect(readFileSync(join(outDir, 'a.json')).equals(bytes)).toBe(true);
    expect(file).toEqual({ etag: contentEtag(bytes), bytes: bytes.length });
    expect(await files.finish('/a.json')).toEqual(file);
  });

  it("fail the build's end, instead of waiting, for a dataset never rendered or a write that failed", async () => {
    const blocked = join(outDir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the folder should be');
    const files = expectDatasetFiles(blocked, ['/a.json', '/b.json']);
    await expect(files.finish('/b.json')).rejects.toThrow('The build never rendered /b.json, so never wrote it.');
    expect(datasetBody('/a.json', () => jsonTexts(value))).toBeNull();
    await expect(files.finish('/a.json')).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(() => files.written('/c.json')).toThrow('The build does not write /c.json itself.');
  });

  it('are streamed as the response body outside a build, and for any path the build does not write', async () => {
    const read = async (body: ReadableStream | null) => Buffer.from(await new Response(body).arrayBuffer());
    expect((await read(datasetBody('/a.json', () => jsonTexts(value)))).equals(bytes)).toBe(true);
    expectDatasetFiles(outDir, ['/a.json']);
    expect((await read(datasetBody('/c.json', () => jsonTexts(value)))).equals(bytes)).toBe(true);
  });
});
