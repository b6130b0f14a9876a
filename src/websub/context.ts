import type { Dispatch } from './jobs.ts';
import type { HubSettings } from './settings.ts';
import type { HubStore } from './store.ts';

/** Everything the hub's core needs from its surroundings; functions, tests and benchmarks each build one. */
export interface HubContext {
  store: HubStore;
  settings: HubSettings;
  /** Origin of the site: topic URLs, the hub URL, and where deployed topics are read. */
  siteUrl: string;
  /** The clock (epoch ms); tests and local triggers may simulate time. */
  now: () => number;
  dispatch: Dispatch;
  log?: (message: string) => void;
}
