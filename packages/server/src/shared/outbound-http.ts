// The one way the server fetches from other hosts (docs/shared-mechanisms.md, "Outbound HTTP"): an idle timeout and a
// total deadline, a size cap, a bounded retry, and a guard against server-side request forgery. Only http(s); every address a host
// name resolves to — on the first hop and on every redirect — must be a public one. The check runs in
// the socket's own DNS lookup, so the address checked is the address connected to.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

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

export interface OutboundHttp {
  get(url: string, options?: OutboundGetOptions): Promise<FetchedResource>;
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

const blockedV4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');

const blockedV6 = new net.BlockList();
for (const [network, prefix] of [
  // the unspecified and loopback addresses, and the deprecated IPv4-compatible ones (::a.b.c.d)
  ['::', 96],
  ['100::', 64], // discard-only
  // Teredo: a tunnel through an IPv4 relay and a client address the IPv6 address only half names
  ['2001::', 32],
  ['2001:2::', 48], // benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['64:ff9b:1::', 48], // local-use NAT64: translated by this network's own gateway to anywhere
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

/**
 * IPv6 ranges that stand for an IPv4 address (a gateway or the host's own stack connects to it): the
 * embedded IPv4 address decides, so `[::ffff:7f00:1]` is loopback and `64:ff9b::808:808` is public.
 */
const EMBEDDING_IPV4 = [
  { network: '::ffff:0:0', prefix: 96, at: 12 }, // IPv4-mapped
  { network: '::ffff:0:0:0', prefix: 96, at: 12 }, // IPv4-translated (SIIT)
  { network: '64:ff9b::', prefix: 96, at: 12 }, // NAT64, the well-known prefix
  { network: '2002::', prefix: 16, at: 2 }, // 6to4
].map(({ network, prefix, at }) => {
  const range = new net.BlockList();
  range.addSubnet(network, prefix, 'ipv6');
  return { range, at };
});

/** The 16 bytes of a valid IPv6 address (net.isIP said 6), a dotted IPv4 tail included. */
function ipv6Bytes(address: string): Uint8Array {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [
          ...groupsOf(head),
          ...Array<string>(8 - groupsOf(head).length - groupsOf(tail).length).fill('0'),
          ...groupsOf(tail),
        ];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[2 * i] = value >> 8;
    bytes[2 * i + 1] = value & 0xff;
  });
  return bytes;
}

/** The IPv4 address an IPv6 address stands for (mapped, translated, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const embedding = EMBEDDING_IPV4.find(({ range }) => range.check(address, 'ipv6'));
  if (!embedding) return null;
  return [...ipv6Bytes(address).subarray(embedding.at, embedding.at + 4)].join('.');
}

/**
 * Private, loopback, link-local, multicast, reserved or documentation addresses, and IPv6 addresses
 * that stand for one of those IPv4 addresses. Anything that is not an IP address counts as non-public.
 */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names an interface, not an address
  const family = net.isIP(bare);
  if (family === 4) return blockedV4.check(bare, 'ipv4');
  if (family !== 6) return true;
  const ipv4 = embeddedIpv4(bare);
  return ipv4 !== null ? blockedV4.check(ipv4, 'ipv4') : blockedV6.check(bare, 'ipv6');
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createOutboundHttp(options: OutboundHttpOptions = {}): OutboundHttp {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_IDLE_TIMEOUT_MS;
  const deadlineMs = options.deadlineMs ?? OUTBOUND_DEADLINE_MS;
  const maxRedirects = options.maxRedirects ?? 3;
  const retries = options.retries ?? 1;
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

  type Hop = { status: number; location: string | null; contentType: string | null; body: Buffer };

  /** What one get() has to stay within: its size cap, and the signal that stops it and why. */
  type Bounds = { maxBytes: number; signal: AbortSignal; stopped: () => OutboundError };

  function requestOnce(url: URL, { maxBytes, signal, stopped }: Bounds): Promise<Hop> {
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
      const req = client.get(
        url,
        {
          // A new connection every time: a pooled keep-alive socket would skip the guarded lookup.
          agent: false,
          lookup: guardedLookup(url.hostname),
          timeout: timeoutMs,
          headers: { 'user-agent': 'SellerDesk/1.0' },
        },
        (res) => {
          response = res;
          const status = res.statusCode ?? 0;
          if (REDIRECTS.has(status)) {
            res.resume();
            return resolve({
              status,
              location: res.headers.location ?? null,
              contentType: null,
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
    });
  }

  async function withRetry(url: URL, bounds: Bounds): Promise<Hop> {
    for (let attempt = 0; ; attempt++) {
      try {
        const hop = await requestOnce(url, bounds);
        if (hop.status >= 500 && attempt < retries) continue;
        return hop;
      } catch (e) {
        // A refusal of ours, or a size or time limit, will not change on a second try.
        if (e instanceof OutboundError || attempt >= retries)
          throw e instanceof OutboundError ? e : networkError(url, e);
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    }
  }

  return {
    async get(raw, getOptions = {}) {
      const maxBytes = getOptions.maxBytes ?? options.maxBytes ?? 10 * 1024 * 1024;
      let url = checkUrl(raw);
      const deadline = AbortSignal.timeout(deadlineMs);
      const outside = getOptions.signal;
      const bounds: Bounds = {
        maxBytes,
        signal: outside ? AbortSignal.any([deadline, outside]) : deadline,
        stopped: () =>
          outside?.aborted
            ? outside.reason instanceof OutboundError
              ? outside.reason
              : new OutboundError(`${url.href} was not fetched: the fetch was stopped`)
            : new OutboundError(`${url.href} took longer than the ${deadlineMs / 1000} s limit`),
      };
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
  };
}

function networkError(url: URL, e: unknown): OutboundError {
  const code = (e as { code?: string }).code;
  return new OutboundError(`${url.host} could not be reached${code ? ` (${code})` : ''}`);
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
