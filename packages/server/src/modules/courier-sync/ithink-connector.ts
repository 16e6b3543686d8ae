// iThink Logistics' API v3 (docs/orders.md, "Courier sync"): every call is a POST of JSON
// `{ data: { access_token, secret_key, … } }`. `order/get_details.json` reads the orders of a date range
// (and the stored open AWBs, at most 500 a call); `order/track.json` tracks at most 10 AWBs a call.
// iThink has no NDR list: an undelivered shipment is one whose tracking says `UD`.
import {
  ithinkOrderRows,
  ithinkTrackReports,
  withTrackReports,
  type ApiRows,
  type ReportProblem,
} from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';
import type { OutboundHttp } from '../../shared/outbound-http.ts';
import {
  apiUrl,
  callJson,
  courierError,
  isObject,
  type CourierConnector,
  type FetchContext,
  type SyncRange,
} from './courier-connector.ts';

export const ITHINK_BASE_URL = 'https://my.ithinklogistics.com/api_v3';
export const ITHINK_TRACK_BASE_URL = 'https://api.ithinklogistics.com/api_v3';
/** iThink's caps: AWBs per details call, AWBs per tracking call. */
export const ITHINK_DETAILS_AWBS = 500;
export const ITHINK_TRACK_AWBS = 10;
/** How far back the details of a stored open AWB are looked for. */
const OPEN_AWB_DAYS = 120;

export interface IthinkKeys {
  accessToken: string;
  secretKey: string;
}

const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** A status after which tracking says nothing new. */
const isFinal = (status: string | null) =>
  /^(delivered|cancell?ed|lost)$|rto\s*delivered/i.test((status ?? '').trim());

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function createIthinkConnector(deps: {
  outbound: OutboundHttp;
  baseUrl?: string;
  trackBaseUrl?: string;
  /** the keys an ADMIN entered (the write-only setting) */
  keys: () => Promise<IthinkKeys | undefined>;
}): CourierConnector {
  const base = deps.baseUrl ?? ITHINK_BASE_URL;
  const trackBase = deps.trackBaseUrl ?? deps.baseUrl ?? ITHINK_TRACK_BASE_URL;

  /** One call; the envelope's data, or null for iThink's "No Data found" (an empty answer). */
  async function call(
    url: string,
    fields: Record<string, string>,
    keys: IthinkKeys,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const path = new URL(url).pathname;
    const { status, json } = await callJson(deps.outbound, 'ithink', url, {
      method: 'POST',
      body: { data: { ...fields, access_token: keys.accessToken, secret_key: keys.secretKey } },
      // every call here reads: tried again after a network error or a 5xx
      idempotent: true,
      signal,
    });
    const message = isObject(json) ? String(json.message ?? json.html_message ?? json.status ?? '') : '';
    if (
      status === 401 ||
      status === 403 ||
      /access[\s_]*token|secret[\s_]*key|unauthori[sz]ed|invalid credential/i.test(message)
    )
      throw courierError('ithink', 'credentials', message || `${path} answered ${status}`);
    if (!isObject(json))
      throw courierError('ithink', 'malformed', `${path} answered ${status} without an envelope`);
    if (/no data found/i.test(message)) return null;
    const ok = String(json.status ?? '').toLowerCase() === 'success' || Number(json.status_code) === 200;
    if (status !== 200 || !ok)
      throw courierError('ithink', 'malformed', `${path} answered ${status}: ${message || 'no status'}`);
    return json.data;
  }

  return {
    courier: 'ithink',

    async fetchOrders(range: SyncRange, context: FetchContext = {}): Promise<ApiRows> {
      const keys = await deps.keys();
      if (!keys)
        throw new DomainError(
          'BAD_USER_INPUT',
          'No iThink API keys are set: an administrator enters them in Settings, Courier connections.',
          { field: 'secret.ithink' },
        );
      const records: unknown[] = [];
      const seen = new Set<string>();
      const take = (data: unknown) => {
        // `data` is keyed by iThink's own order id: its values are the orders
        for (const r of isObject(data) ? Object.values(data) : Array.isArray(data) ? data : []) {
          const awb = isObject(r) ? String(r.awb_no ?? '') : '';
          if (awb !== '' && seen.has(awb)) continue;
          if (awb !== '') seen.add(awb);
          records.push(r);
        }
      };
      const details = apiUrl(base, 'order/get_details.json');
      const open = chunks(context.openAwbs ?? [], ITHINK_DETAILS_AWBS);
      const calls = 1 + open.length;
      take(
        await call(
          details,
          { start_date: range.from, end_date: range.to, awb_number_list: '' },
          keys,
          context.signal,
        ),
      );
      context.progress?.(1, null);
      for (const [i, awbs] of open.entries()) {
        take(
          await call(
            details,
            {
              start_date: daysBefore(range.from, OPEN_AWB_DAYS),
              end_date: range.to,
              awb_number_list: awbs.join(','),
            },
            keys,
            context.signal,
          ),
        );
        context.progress?.(2 + i, null);
      }
      const read = ithinkOrderRows(records);
      const problems: ReportProblem[] = [...read.problems];
      const toTrack = [
        ...new Set(read.rows.filter((r) => r.awb !== null && !isFinal(r.status)).map((r) => r.awb!)),
      ];
      const track = apiUrl(trackBase, 'order/track.json');
      const batches = chunks(toTrack, ITHINK_TRACK_AWBS);
      const tracks: ReturnType<typeof ithinkTrackReports>['tracks'] = [];
      for (const [i, awbs] of batches.entries()) {
        const found = ithinkTrackReports(
          await call(track, { awb_number_list: awbs.join(',') }, keys, context.signal),
        );
        tracks.push(...found.tracks);
        problems.push(...found.problems);
        context.progress?.(calls + i + 1, calls + batches.length);
      }
      return { rows: withTrackReports(read.rows, tracks), problems };
    },
  };
}
