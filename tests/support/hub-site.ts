import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';
import { buildSite, startNetlifyDev, type LocalSite } from './netlify-dev.ts';
import { copyProject } from './project-copy.ts';
import { createTestCertificates, type TestCertificates } from './test-ca.ts';

export interface HubSite extends LocalSite {
  /** The project copy this server runs from (its content/ and dist/ may be changed by the test). */
  dir: string;
  certs: TestCertificates;
  env: NodeJS.ProcessEnv;
}

/**
 * A real `netlify dev` of a copy of the project, for the WebSub tests: they change the deployed topics, which the
 * shared e2e server must not see. It trusts a test CA generated here (NODE_EXTRA_CA_CERTS, read by Node at start),
 * so the hub can reach the tests' HTTPS subscribers on loopback (allowed under netlify dev).
 */
export async function startHubSite(extraEnv: NodeJS.ProcessEnv = {}): Promise<HubSite> {
  const copy = copyProject();
  const certs = createTestCertificates();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = { NODE_EXTRA_CA_CERTS: certs.extraCaFile, WEBSUB_RATE_LIMIT_PER_MINUTE: '1000', ...extraEnv };
  buildSite(baseUrl, {}, copy.dir);
  const site = await startNetlifyDev(env, port, copy.dir);
  return {
    ...site,
    dir: copy.dir,
    certs,
    env,
    async stop() {
      await site.stop();
      await sleep(100);
      copy.remove();
      rmSync(certs.dir, { recursive: true, force: true });
    },
  };
}
