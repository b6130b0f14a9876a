import type { TestProject } from 'vitest/node';
import { freePort } from '../support/free-port.ts';
import { buildSite, startNetlifyDev, type LocalSite } from '../support/netlify-dev.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let site: LocalSite | undefined;

/** One build and one real `netlify dev` for the whole end-to-end suite. */
export default async function setup(project: TestProject) {
  // The port is chosen first so that the build's absolute links point at the server the tests talk to.
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  buildSite(baseUrl);
  site = await startNetlifyDev({}, port);
  project.provide('baseUrl', site.baseUrl);
  return async () => {
    await site?.stop();
  };
}
