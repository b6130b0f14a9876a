import { clampLease, HubRequestForm } from '../schemas/websub.ts';
import { topicFromUrl, type TopicId } from './topics.ts';

export type HubCommand =
  | {
      mode: 'subscribe' | 'unsubscribe';
      callback: URL;
      topic: TopicId;
      topicUrl: string;
      leaseSeconds: number;
      secret: string | null;
    }
  | { mode: 'publish'; topics: TopicId[] };

export type ParsedHubRequest = { ok: true; command: HubCommand } | { ok: false; reason: string };

const single = ['hub.mode', 'hub.callback', 'hub.lease_seconds', 'hub.secret'] as const;
const topicFields = ['hub.topic', 'hub.url'] as const;

/**
 * Reads the form fields of a hub request into a command, or gives the plain-text reason it is rejected. Checks
 * everything that needs no network: the callback's address is checked by the caller.
 */
export function parseHubForm(form: URLSearchParams, topicOrigins: readonly string[]): ParsedHubRequest {
  for (const name of single) {
    if (form.getAll(name).length > 1) return { ok: false, reason: `${name} is given more than once` };
  }
  const mode = form.get('hub.mode');
  if (mode === null) return { ok: false, reason: 'hub.mode is required: subscribe, unsubscribe or publish' };
  const multiTopic = mode === 'publish';
  for (const name of topicFields) {
    if (!multiTopic && form.getAll(name).length > 1) return { ok: false, reason: `${name} is given more than once` };
  }

  const fields: Record<string, string> = {};
  for (const name of [...single, ...topicFields]) {
    const value = form.get(name);
    if (value !== null) fields[name] = value;
  }
  const parsed = HubRequestForm.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: `${String(issue.path[0] ?? 'request')} ${issue.message}` };
  }
  const data = parsed.data;

  if (data['hub.mode'] === 'publish') {
    const urls = [...form.getAll('hub.topic'), ...form.getAll('hub.url')];
    if (urls.length === 0) return { ok: false, reason: 'hub.topic (or hub.url) is required with hub.mode=publish' };
    const topics: TopicId[] = [];
    for (const url of urls) {
      const topic = topicFromUrl(url, topicOrigins);
      if (!topic)
        return {
          ok: false,
          reason: `${url} is not a topic of this hub (${topicOrigins[0]}/feed.xml, /api/feed.json or /reviews.json)`,
        };
      if (!topics.includes(topic)) topics.push(topic);
    }
    return { ok: true, command: { mode: 'publish', topics } };
  }

  const callbackText = data['hub.callback'];
  if (callbackText === undefined) return { ok: false, reason: 'hub.callback is required' };
  const topicUrl = data['hub.topic'];
  if (topicUrl === undefined) return { ok: false, reason: 'hub.topic is required' };
  const topic = topicFromUrl(topicUrl, topicOrigins);
  if (!topic) {
    return {
      ok: false,
      reason: `hub.topic ${topicUrl} is not a topic of this hub (${topicOrigins[0]}/feed.xml, /api/feed.json or /reviews.json)`,
    };
  }
  const callback = new URL(callbackText);
  if (callback.username || callback.password) return { ok: false, reason: 'hub.callback must not contain credentials' };
  callback.hash = '';
  const lease = data['hub.lease_seconds'];
  return {
    ok: true,
    command: {
      mode: data['hub.mode'],
      callback,
      topic,
      topicUrl,
      leaseSeconds: clampLease(lease === undefined ? undefined : Number(lease)),
      secret: data['hub.secret'] ?? null,
    },
  };
}
