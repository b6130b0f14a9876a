import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { bareHostname, resolveCallable, type CheckedAddress, type Resolver } from './address.ts';

export interface OutboundRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer;
  /** Whole exchange, connect to last byte read. */
  timeoutMs: number;
  /** Bytes of the response body to read; the rest is never read. 0: status only. */
  maxBodyBytes: number;
  allowLoopback: boolean;
  /** DNS unless given (tests inject a resolver that hangs). */
  resolver?: Resolver;
}

export interface OutboundResponse {
  status: number;
  /** At most maxBodyBytes + 1 bytes (so a caller can tell "longer than allowed"). */
  body: Buffer;
}

/**
 * One TLS context (trusted CAs: Node's defaults plus NODE_EXTRA_CA_CERTS) for every outgoing connection. Without it
 * each connection builds its own certificate store, about a megabyte apiece, and a fan-out of a hundred
 * connections at once costs a hundred of them.
 */
let sharedContext: SecureContext | undefined;
const secureContext = () => (sharedContext ??= createSecureContext());

/** Answers Node's connection lookups with the addresses that were checked, never asking DNS again. */
function pinnedLookup(addresses: CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' ? options.family : options;
    const candidates = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    const all = typeof options === 'object' && options.all;
    if (candidates.length === 0) {
      const error = Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' });
      (callback as (e: Error) => void)(error);
    } else if (all) {
      (callback as unknown as (e: null, a: CheckedAddress[]) => void)(null, candidates);
    } else {
      callback(null, candidates[0]!.address, candidates[0]!.family);
    }
  };
}

/** `work`, or a timeout error once `deadline` fires, whichever comes first. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const expire = () => reject(new Error(`timed out after ${timeoutMs} ms resolving the callback host`));
    if (deadline.aborted) return expire();
    deadline.addEventListener('abort', expire, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', expire));
  });
}

/**
 * One HTTPS request to an address the public chose (a WebSub callback): HTTPS only, the host resolved and checked
 * (no loopback, private, link-local, multicast or reserved address) and the connection made to the checked address,
 * certificates always verified (extra CAs only through NODE_EXTRA_CA_CERTS), no redirects followed, at most
 * maxBodyBytes of the answer read, and everything over after timeoutMs. Rejects on any network, TLS or timeout error.
 */
export async function outboundRequest(options: OutboundRequest): Promise<OutboundResponse> {
  const { url } = options;
  if (url.protocol !== 'https:') throw new Error(`refusing ${url.protocol} URL`);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const host = bareHostname(url);
  // The look-up is part of the exchange: a DNS server that never answers must not hold a delivery past its deadline.
  const addresses = await beforeDeadline(
    resolveCallable(host, options.allowLoopback, options.resolver),
    deadline,
    options.timeoutMs,
  );

  return new Promise<OutboundResponse>((resolve, reject) => {
    const headers: Record<string, string> = { 'User-Agent': 'reviews-websub-hub', ...options.headers };
    if (options.body) headers['Content-Length'] = String(options.body.length);
    const requestOptions: RequestOptions & { secureContext: SecureContext } = {
      host,
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method: options.method,
      headers,
      lookup: pinnedLookup(addresses),
      agent: false,
      secureContext: secureContext(),
      rejectUnauthorized: true,
      signal: deadline,
    };
    const req = httpsRequest(requestOptions);
    req.on('error', (error) => reject(deadline.aborted ? new Error(`timed out after ${options.timeoutMs} ms`) : error));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        resolve({ status, body: Buffer.concat(chunks).subarray(0, options.maxBodyBytes + 1) });
        res.destroy();
      };
      if (options.maxBodyBytes === 0) return finish();
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > options.maxBodyBytes) finish();
      });
      res.on('end', finish);
      res.on('error', (error) =>
        reject(deadline.aborted ? new Error(`timed out after ${options.timeoutMs} ms`) : error),
      );
    });
    req.end(options.body);
  });
}
