// The courier connectors' one interface (docs/orders.md, "Courier sync"): each reads a courier's orders
// of a date range as the export readers' rows (core maps the fields), through the outbound HTTP port
// (a timeout, a bounded retry, a 429 waited out). A failure says what failed, in one of three kinds.
import type { ApiRows, Courier, NdrAction } from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';
import { OutboundError, type OutboundHttp, type OutboundResponse } from '../../shared/outbound-http.ts';

/** The days a sync reads: from and to, yyyy-MM-dd, both included. */
export interface SyncRange {
  from: string;
  to: string;
}

export interface FetchContext {
  signal?: AbortSignal;
  /** how far the reading is (pages or calls done, of how many when known) */
  progress?: (done: number, total: number | null) => void;
  /** AWBs of this courier's stored shipments still open, to be read again though older than the range */
  openAwbs?: readonly string[];
}

export interface CourierConnector {
  readonly courier: Courier;
  /** The courier's orders of the range (and of the open AWBs), with their NDRs, as order rows. */
  fetchOrders(range: SyncRange, context?: FetchContext): Promise<ApiRows>;
}

export interface NdrActionConnector {
  /** Asks the courier to deliver again, or to return the parcel (RTO: it cannot be undone). */
  requestNdrAction(awb: string, action: NdrAction, comment: string, signal?: AbortSignal): Promise<void>;
}

/** Why a sync with a courier failed: the login refused, the courier not answering, or an answer not understood. */
export type CourierFailure = 'credentials' | 'down' | 'malformed';

const NAMES: Record<Courier, string> = { ithink: 'iThink', shiprocket: 'Shiprocket' };
export const courierName = (courier: Courier) => NAMES[courier];

/**
 * A failed call in the API's words: bad credentials are the ADMIN's to fix (BAD_USER_INPUT on the
 * setting), a courier down or an answer not understood is the courier's (UNAVAILABLE).
 */
export function courierError(courier: Courier, kind: CourierFailure, detail: string): DomainError {
  const name = NAMES[courier];
  if (kind === 'credentials')
    return new DomainError(
      'BAD_USER_INPUT',
      `${name} refused the login (${detail}): an administrator enters the ${name} API login again in Settings, Courier connections. Nothing stored was changed.`,
      { field: `secret.${courier}` },
    );
  if (kind === 'down')
    return new DomainError(
      'UNAVAILABLE',
      `${name} could not be reached (${detail}); try again later. Nothing stored was changed.`,
    );
  return new DomainError(
    'UNAVAILABLE',
    `${name} answered something that is not what its API documents (${detail}). Nothing stored was changed.`,
  );
}

/**
 * One call through the outbound port: a network error, a timeout or a refusal is "down"; a 5xx or a 429
 * left after the port's retries is "down"; the body is parsed as JSON, else "malformed". Other statuses
 * are the caller's to judge (a 401 means log in again).
 */
export async function callJson(
  outbound: OutboundHttp,
  courier: Courier,
  url: string,
  init: {
    method: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: unknown;
    idempotent?: boolean;
    signal?: AbortSignal;
  },
): Promise<{ status: number; json: unknown; response: OutboundResponse }> {
  let response: OutboundResponse;
  try {
    response = await outbound.request(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.idempotent !== undefined ? { idempotent: init.idempotent } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (e) {
    if (e instanceof OutboundError) throw courierError(courier, 'down', e.message);
    throw e;
  }
  const path = new URL(url).pathname;
  if (response.status >= 500) throw courierError(courier, 'down', `${path} answered ${response.status}`);
  if (response.status === 429)
    throw courierError(courier, 'down', `${path} still limits the calls (429) after waiting`);
  let json: unknown = null;
  const body = response.body.toString('utf8');
  if (body.trim() !== '') {
    try {
      json = JSON.parse(body);
    } catch {
      throw courierError(courier, 'malformed', `${path} answered ${response.status} with no JSON`);
    }
  }
  return { status: response.status, json, response };
}

/** `base` and a path joined with one slash; query values encoded. */
export function apiUrl(base: string, path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url.href;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
