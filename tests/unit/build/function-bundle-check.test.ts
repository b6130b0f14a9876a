import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFunctionBundles } from '../../../scripts/check-function-bundles.ts';
import { checkBundle, FUNCTION_LIMITS } from '../../../src/build/function-limits.ts';

describe("the build checks function bundles against Netlify's limits", () => {
  it("measures a function as Netlify's bundler zips it, and names the function, its size and the limit when over", async () => {
    // Inside the project, as Netlify's bundler expects a function to be.
    mkdirSync('.tmp', { recursive: true });
    const dir = mkdtempSync(join('.tmp', 'functions-'));
    try {
      writeFileSync(join(dir, 'hello.ts'), "export default () => new Response('x'.repeat(200_000));\n");
      const [size] = await measureFunctionBundles(join(process.cwd(), dir));
      expect(size!.name).toBe('hello');
      expect(size!.unzippedBytes).toBeGreaterThan(size!.zippedBytes);
      expect(checkBundle(size!)).toEqual([]);
      const problems = checkBundle(size!, { zippedBytes: 1000, unzippedBytes: 2000 });
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^function hello is \d+\.\d\d MB zipped, over Netlify's limit of 0\.00 MB$/);
      expect(problems[1]).toMatch(/^function hello is \d+\.\d\d MB unzipped, over Netlify's limit of 0\.00 MB$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('uses the documented limits', () => {
    expect(FUNCTION_LIMITS).toMatchObject({
      zippedBytes: 50_000_000,
      unzippedBytes: 250_000_000,
      bufferedPayloadBytes: 6_000_000,
    });
  });
});
