// The one way the server fetches from other hosts (docs/shared-mechanisms.md, "Outbound HTTP"): an idle timeout and a
// total deadline, a size cap, a bounded retry, and a guard against server-side request forgery. Only http(s); every address a host
// name resolves to — on the first hop and on every redirect — must be a public one. The check runs in
// the socket's own DNS lookup, so the address checked is the address connected to.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isNonPublicAddress } from './outbound-addresses.ts';

export { isNonPublicAddress };

export interface FetchedResource {
  /** The URL the body came from, after redirects. */
  url: string;
  contentType: string | null;
  body: Buffer;
}

export interface OutboundGetOptions {
  maxBytes?: number;
  /**
   * Stops the fetch when it aborts (a deadline over many fetches, a client gone): the fetch then fails
   * with the signal's reason when that is an OutboundError.
   */
  signal?: AbortSignal;
}

/** A call to another host's API: any method, headers and a body (the courier connectors). */
export interface OutboundRequestOptions extends OutboundGetOptions {
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  /** Sent as it is (a JSON text, say), with its own content-type header. */
  body?: string;
  /**
   * Whether a network error or a 5xx answer may be tried again (default: a GET yes, a POST no: a
   * POST that changes something must not be sent twice). A 429 is always tried again: it was not done.
   */
  idempotent?: boolean;
}

/** An API's answer, whatever its status: the caller decides what a 401 or a 404 means. */
export interface OutboundResponse {
  url: string;
  status: number;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  contentType: string | null;
  body: Buffer;
}

export interface OutboundHttp {
  get(url: string, options?: OutboundGetOptions): Promise<FetchedResource>;
  /**
   * One API call: redirects followed for a GET only; a 429 waited out (its Retry-After, else a short
   * back-off) and tried again, at most `rateLimitRetries` times within the deadline; then the answer as it
   * is, any status. Refusals, timeouts and network errors throw an OutboundError.
   */
  request(url: string, options?: OutboundRequestOptions): Promise<OutboundResponse>;
}

/** How long a host may stay silent, and how long one get() may take in all, by default. */
export const OUTBOUND_IDLE_TIMEOUT_MS = 10_000;
export const OUTBOUND_DEADLINE_MS = 30_000;

export interface OutboundHttpOptions {
  /** How long the host may send nothing (connecting, before the answer, between two chunks). */
  timeoutMs?: number;
  /**
   * How long one get() may take in all: every try and redirect, to the last byte. The idle timeout
   * alone lets a host that trickles a byte now and then hold a fetch for as long as it likes.
   */
  deadlineMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Further tries after a network error or a 5xx answer. */
  retries?: number;
  /** Further tries after a 429 answer (request() only), each after its Retry-After or a back-off. */
  rateLimitRetries?: number;
  /** The wait before trying a 429 again when the answer names none, doubled each time (default 1 s). */
  rateLimitWaitMs?: number;
  /** The longest Retry-After waited out (default 20 s); a longer one is answered as the 429 it is. */
  maxRetryAfterMs?: number;
  /**
   * Host names exempt from the private-address check. Tests set it to reach a server they run on
   * 127.0.0.1; production never does (OUTBOUND_ALLOW_HOSTS is unset there).
   */
  allowHosts?: readonly string[];
}

/** Why a URL was not fetched, in words for the person who gave it. */
export class OutboundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createOutboundHttp(options: OutboundHttpOptions = {}): OutboundHttp {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_IDLE_TIMEOUT_MS;
  const deadlineMs = options.deadlineMs ?? OUTBOUND_DEADLINE_MS;
  const maxRedirects = options.maxRedirects ?? 3;
  const retries = options.retries ?? 1;
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const rateLimitWaitMs = options.rateLimitWaitMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 20_000;
  const allowHosts = new Set((options.allowHosts ?? []).map((h) => h.toLowerCase()));

  function checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundError(`"${raw}" is not a web address`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundError(
        `Only http and https links can be fetched, not ${url.protocol.replace(':', '')}`,
      );
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowHosts.has(host.toLowerCase()) && net.isIP(host) !== 0 && isNonPublicAddress(host)) {
      throw new OutboundError(`${host} is a private, loopback or link-local address, which is never fetched`);
    }
    return url;
  }

  function guardedLookup(host: string): net.LookupFunction {
    return (hostname, lookupOptions, callback) => {
      dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, '', 0);
        const list = addresses as dns.LookupAddress[];
        const bad = allowHosts.has(host.toLowerCase())
          ? undefined
          : list.find((a) => isNonPublicAddress(a.address));
        if (bad) {
          return callback(
            new OutboundError(
              `${host} resolves to ${bad.address}, a private, loopback or link-local address, which is never fetched`,
            ),
            '',
            0,
          );
        }
        const first = list[0];
        if (!first) return callback(new OutboundError(`${host} has no address`), '', 0);
        if ((lookupOptions as { all?: boolean }).all)
          return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        return callback(null, first.address, first.family);
      });
    };
  }

  type Hop = {
    status: number;
    location: string | null;
    contentType: string | null;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  };

  /** What one try sends: its method, headers and body, and whether a redirect is followed. */
  type Send = { method: 'GET' | 'POST'; headers: Readonly<Record<string, string>>; body?: string };
  const plainGet: Send = { method: 'GET', headers: {} };

  /** What one get() has to stay within: its size cap, and the signal that stops it and why. */
  type Bounds = { maxBytes: number; signal: AbortSignal; stopped: () => OutboundError };

  function requestOnce(url: URL, { maxBytes, signal, stopped }: Bounds, send: Send): Promise<Hop> {
    return new Promise((settleOk, settleError) => {
      if (signal.aborted) return settleError(stopped());
      let response: http.IncomingMessage | undefined;
      const onAbort = () => {
        const error = stopped();
        reject(error);
        req.destroy(error);
        response?.destroy();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const resolve = (hop: Hop) => {
        signal.removeEventListener('abort', onAbort);
        settleOk(hop);
      };
      const reject = (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        settleError(error);
      };
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(
        url,
        {
          method: send.method,
          // A new connection every time: a pooled keep-alive socket would skip the guarded lookup.
          agent: false,
          lookup: guardedLookup(url.hostname),
          timeout: timeoutMs,
          headers: {
            'user-agent': 'SellerDesk/1.0',
            ...send.headers,
            ...(send.body !== undefined ? { 'content-length': String(Buffer.byteLength(send.body)) } : {}),
          },
        },
        (res) => {
          response = res;
          const status = res.statusCode ?? 0;
          if (REDIRECTS.has(status) && send.method === 'GET') {
            res.resume();
            return resolve({
              status,
              location: res.headers.location ?? null,
              contentType: null,
              headers: res.headers,
              body: Buffer.alloc(0),
            });
          }
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) {
            res.destroy();
            return reject(new OutboundError(`${url.href} is larger than the ${mib(maxBytes)} limit`));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              res.destroy();
              reject(new OutboundError(`${url.href} is larger than the ${mib(maxBytes)} limit`));
            } else chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status,
              location: null,
              contentType: res.headers['content-type'] ?? null,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () =>
        req.destroy(new OutboundError(`${url.host} did not answer within ${timeoutMs / 1000} s`)),
      );
      req.on('error', reject);
      req.end(send.body);
    });
  }

  async function withRetry(url: URL, bounds: Bounds, send: Send = plainGet, idempotent = true): Promise<Hop> {
    const tries = idempotent ? retries : 0;
    for (let attempt = 0, limited = 0; ; attempt++) {
      try {
        const hop = await requestOnce(url, bounds, send);
        if (hop.status >= 500 && attempt < tries) continue;
        if (hop.status === 429 && send !== plainGet && limited < rateLimitRetries) {
          const wait = retryAfterMs(hop.headers['retry-after'], Date.now()) ?? rateLimitWaitMs * 2 ** limited;
          if (wait > maxRetryAfterMs) return hop;
          limited++;
          attempt--;
          await pause(wait, bounds);
          continue;
        }
        return hop;
      } catch (e) {
        // A refusal of ours, or a size or time limit, will not change on a second try.
        if (e instanceof OutboundError || attempt >= tries)
          throw e instanceof OutboundError ? e : networkError(url, e);
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    }
  }

  /** Waits, or stops with the fetch's deadline or its caller's signal. */
  function pause(ms: number, { signal, stopped }: Bounds): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(stopped());
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(stopped());
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  function boundsOf(url: () => URL, maxBytes: number, outside: AbortSignal | undefined): Bounds {
    const deadline = AbortSignal.timeout(deadlineMs);
    return {
      maxBytes,
      signal: outside ? AbortSignal.any([deadline, outside]) : deadline,
      stopped: () =>
        outside?.aborted
          ? outside.reason instanceof OutboundError
            ? outside.reason
            : new OutboundError(`${url().href} was not fetched: the fetch was stopped`)
          : new OutboundError(`${url().href} took longer than the ${deadlineMs / 1000} s limit`),
    };
  }

  return {
    async get(raw, getOptions = {}) {
      const maxBytes = getOptions.maxBytes ?? options.maxBytes ?? 10 * 1024 * 1024;
      let url = checkUrl(raw);
      const bounds = boundsOf(() => url, maxBytes, getOptions.signal);
      for (let redirects = 0; ; redirects++) {
        const hop = await withRetry(url, bounds);
        if (hop.location !== null) {
          if (redirects >= maxRedirects)
            throw new OutboundError(`${raw} redirects more than ${maxRedirects} times`);
          url = checkUrl(new URL(hop.location, url).href);
          continue;
        }
        if (hop.status < 200 || hop.status > 299)
          throw new OutboundError(`${url.href} answered ${hop.status}`);
        return { url: url.href, contentType: hop.contentType, body: hop.body };
      }
    },

    async request(raw, requestOptions = {}) {
      const maxBytes = requestOptions.maxBytes ?? options.maxBytes ?? 10 * 1024 * 1024;
      const method = requestOptions.method ?? 'GET';
      let url = checkUrl(raw);
      const bounds = boundsOf(() => url, maxBytes, requestOptions.signal);
      const send: Send = { method, headers: requestOptions.headers ?? {}, body: requestOptions.body };
      for (let redirects = 0; ; redirects++) {
        const hop = await withRetry(url, bounds, send, requestOptions.idempotent ?? method === 'GET');
        if (hop.location !== null) {
          if (redirects >= maxRedirects)
            throw new OutboundError(`${raw} redirects more than ${maxRedirects} times`);
          url = checkUrl(new URL(hop.location, url).href);
          continue;
        }
        return {
          url: url.href,
          status: hop.status,
          headers: hop.headers,
          contentType: hop.contentType,
          body: hop.body,
        };
      }
    },
  };
}

/** How long a Retry-After asks to wait (seconds, or an HTTP date), or null when it says nothing usable. */
export function retryAfterMs(value: string | string[] | undefined, now: number): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function networkError(url: URL, e: unknown): OutboundError {
  const code = (e as { code?: string }).code;
  return new OutboundError(`${url.host} could not be reached${code ? ` (${code})` : ''}`);
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
