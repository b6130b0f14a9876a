import { HUB_BODY_MAX_BYTES } from '../schemas/websub.ts';
import { bareHostname, resolveCallable, UnsafeAddressError } from './address.ts';
import { capGroups, describeGroup, fullCapGroup } from './cap-groups.ts';
import type { HubContext } from './context.ts';
import type { Job } from './jobs.ts';
import { checkRateLimit } from './rate-limit.ts';
import { parseHubForm } from './request.ts';
import { callbackKey } from './store.ts';
import { readBoundedBody } from '../http/bounded-body.ts';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

const unavailable = () =>
  text(503, 'Service Unavailable: the hub could not start the work; try again', { 'Retry-After': '60' });

/** Hands jobs to the background worker; false when that failed (nothing was accepted then). */
async function handOff(ctx: HubContext, jobs: Job[]): Promise<boolean> {
  try {
    await ctx.dispatch(jobs);
    return true;
  } catch (error) {
    ctx.log?.(`hand-off failed: ${(error as Error).message}`);
    return false;
  }
}

/**
 * POST /api/websub/hub. Subscribe and unsubscribe requests are checked at once (400 with a plain-text reason) and
 * answered 202 before the verification of intent, which a background job does; the answer never depends on it.
 * Publish requests are answered 202 and the topics are read and compared by a background job.
 */
export async function handleHubRequest(request: Request, ctx: HubContext, clientIp: string): Promise<Response> {
  if (request.method !== 'POST')
    return text(405, 'Method Not Allowed: the hub takes form-encoded POST requests', { Allow: 'POST' });
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    return text(400, 'Bad Request: the body must be application/x-www-form-urlencoded');
  }
  const body = await readBoundedBody(request, HUB_BODY_MAX_BYTES);
  if (body === null) return text(413, `Payload Too Large: at most ${HUB_BODY_MAX_BYTES} bytes`);

  const { store, settings } = ctx;
  const rate = await checkRateLimit(store, clientIp, ctx.now(), settings.rateLimitPerMinute);
  if (!rate.allowed) {
    return text(429, `Too Many Requests: at most ${settings.rateLimitPerMinute} hub requests a minute`, {
      'Retry-After': String(rate.retryAfterSeconds),
    });
  }

  const origins = [...new Set([ctx.siteUrl, new URL(request.url).origin])];
  const parsed = parseHubForm(new URLSearchParams(body), origins);
  if (!parsed.ok) return text(400, `Bad Request: ${parsed.reason}`);
  const { command } = parsed;

  if (command.mode === 'publish') {
    if (!(await handOff(ctx, [{ kind: 'publish', topics: command.topics }]))) return unavailable();
    return text(202, 'Accepted: the hub reads the topic and notifies subscribers if its content changed');
  }

  const host = bareHostname(command.callback);
  let groups: string[];
  try {
    groups = capGroups(host, await resolveCallable(host, settings.allowLoopback));
  } catch (error) {
    if (error instanceof UnsafeAddressError) return text(400, `Bad Request: ${error.message}`);
    throw error;
  }
  const callback = command.callback.href;
  if (command.mode === 'subscribe' && !(await store.getSubscription(command.topic, callbackKey(callback)))) {
    const full = await fullCapGroup(store, groups, settings.maxSubscriptionsPerHost);
    if (full) {
      return text(
        400,
        `Bad Request: callback ${describeGroup(full)} already has ${settings.maxSubscriptionsPerHost} subscriptions, the most allowed`,
      );
    }
    if ((await store.getTotal()) >= settings.maxSubscriptionsTotal) {
      return text(503, 'Service Unavailable: the hub has reached its subscription capacity', { 'Retry-After': '3600' });
    }
  }
  const handedOff = await handOff(ctx, [
    {
      kind: 'verify',
      mode: command.mode,
      topic: command.topic,
      topicUrl: command.topicUrl,
      callback,
      leaseSeconds: command.leaseSeconds,
      secret: command.secret,
      capGroups: groups,
    },
  ]);
  if (!handedOff) return unavailable();
  return text(202, `Accepted: the hub will verify this ${command.mode} request with a GET to the callback`);
}
