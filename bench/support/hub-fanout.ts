/**
 * The hub's side of the fan-out benchmark, in a process of its own (as a function instance would be): one change is
 * published and fanned out by the hub's code to the subscriptions already in Blobs, every batch run in this
 * process; measured until the last delivery is acknowledged. With `pings`, that many more publish pings for the same
 * content arrive while the first is being fanned out (one every `pingIntervalMs`), as an attacker would send them.
 */
import { getStore } from '@netlify/blobs';
import type { HubContext } from '../../src/websub/context.ts';
import { inProcessDispatcher } from '../../src/websub/dispatch.ts';
import { publishTopic } from '../../src/websub/publish.ts';
import type { HubSettings } from '../../src/websub/settings.ts';
import { HubStore } from '../../src/websub/store.ts';
import { input, measure } from './child.ts';

const { blobsUrl, siteUrl, settings, siteID, pings, pingIntervalMs } = await input<{
  blobsUrl: string;
  siteUrl: string;
  settings: HubSettings;
  siteID: string;
  pings: number;
  pingIntervalMs: number;
}>();
const blobs = getStore({
  name: 'websub',
  siteID,
  token: 'bench',
  edgeURL: blobsUrl,
  uncachedEdgeURL: blobsUrl,
  consistency: 'strong',
});
const store = new HubStore(blobs);

const logs: string[] = [];
const jobs = inProcessDispatcher(() => ctx);
const ctx: HubContext = { store, settings, siteUrl, now: Date.now, dispatch: jobs.dispatch, log: (m) => logs.push(m) };
let outcome: unknown;
const pingOutcomes: Record<string, number> = {};
const result = await measure(async () => {
  const later = Array.from({ length: pings }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i + 1) * pingIntervalMs));
    const ping = await publishTopic('reviews', ctx);
    pingOutcomes[ping.outcome] = (pingOutcomes[ping.outcome] ?? 0) + 1;
  });
  outcome = await publishTopic('reviews', ctx);
  await Promise.all(later);
  await jobs.idle();
});
process.send!({ ...result, outcome, pingOutcomes, logs: logs.slice(0, 5) }, () => process.exit(0));
