// Shiprocket's external API (docs/orders.md, "Courier sync"): `POST /auth/login` gives a token valid 10
// days, kept in this server's memory (never stored, never sent to a browser) and fetched again on a 401;
// `GET /orders` and `GET /ndr/all` are read page by page; `POST /ndr/{awb}/action` asks for a re-attempt
// or a return. Core maps the records to order rows.
import {
  shiprocketNdrReports,
  shiprocketOrderRows,
  withNdrReports,
  type ApiRows,
  type NdrAction,
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
  type NdrActionConnector,
  type SyncRange,
} from './courier-connector.ts';

export const SHIPROCKET_BASE_URL = 'https://apiv2.shiprocket.in/v1/external';
/** The token is valid 10 days; it is fetched again a day before, or at once on a 401. */
const TOKEN_DAYS = 9;
/** Records asked for per page, and the most pages one sync reads (100,000 orders). */
const PER_PAGE = 100;
const MAX_PAGES = 1000;

export interface ShiprocketLogin {
  email: string;
  password: string;
}

export function createShiprocketConnector(deps: {
  outbound: OutboundHttp;
  baseUrl?: string;
  /** the login an ADMIN entered (the write-only setting), read at each login */
  login: () => Promise<ShiprocketLogin | undefined>;
  now?: () => Date;
}): CourierConnector & NdrActionConnector {
  const base = deps.baseUrl ?? SHIPROCKET_BASE_URL;
  const now = deps.now ?? (() => new Date());
  let token: { value: string; at: number; email: string } | null = null;

  async function logIn(signal?: AbortSignal): Promise<string> {
    const login = await deps.login();
    if (!login)
      throw new DomainError(
        'BAD_USER_INPUT',
        'No Shiprocket API login is set: an administrator enters it in Settings, Courier connections.',
        { field: 'secret.shiprocket' },
      );
    const { status, json } = await callJson(deps.outbound, 'shiprocket', apiUrl(base, 'auth/login'), {
      method: 'POST',
      body: { email: login.email, password: login.password },
      // a login changes nothing: tried again after a network error
      idempotent: true,
      signal,
    });
    if (status === 400 || status === 401 || status === 403)
      throw courierError('shiprocket', 'credentials', messageOf(json) ?? `login answered ${status}`);
    const value = isObject(json) && typeof json.token === 'string' ? json.token : null;
    if (status !== 200 || value === null)
      throw courierError('shiprocket', 'malformed', `the login answered ${status} without a token`);
    token = { value, at: now().getTime(), email: login.email };
    return value;
  }

  async function currentToken(signal?: AbortSignal): Promise<string> {
    if (token && now().getTime() - token.at < TOKEN_DAYS * 86_400_000) return token.value;
    return logIn(signal);
  }

  /** A call with the token; a 401 logs in again once (an expired or revoked token). */
  async function authed(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | number>,
    body: unknown,
    signal?: AbortSignal,
  ) {
    const url = apiUrl(base, path, query);
    const call = async (t: string) =>
      callJson(deps.outbound, 'shiprocket', url, {
        method,
        headers: { authorization: `Bearer ${t}` },
        ...(body !== undefined ? { body } : {}),
        signal,
      });
    let answer = await call(await currentToken(signal));
    if (answer.status === 401) {
      token = null;
      answer = await call(await logIn(signal));
      if (answer.status === 401)
        throw courierError('shiprocket', 'credentials', 'a fresh token was refused too');
    }
    return answer;
  }

  /** Every page of a list (`data[]`, `meta.pagination.total_pages`), with each record's place in the whole. */
  async function allPages(
    path: string,
    range: SyncRange,
    context: FetchContext,
    onPage: (records: unknown[], firstLine: number) => void,
  ): Promise<void> {
    let line = 1;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { status, json } = await authed(
        'GET',
        path,
        { page, per_page: PER_PAGE, from: range.from, to: range.to },
        undefined,
        context.signal,
      );
      // Shiprocket answers a list with nothing in it as 404 on some endpoints
      if (status === 404) return;
      if (status !== 200 || !isObject(json) || !Array.isArray(json.data))
        throw courierError(
          'shiprocket',
          'malformed',
          `${path} page ${page} answered ${status} without data[]`,
        );
      onPage(json.data, line);
      line += json.data.length;
      const pagination = isObject(json.meta) && isObject(json.meta.pagination) ? json.meta.pagination : {};
      const total = Number(pagination.total_pages);
      context.progress?.(page, Number.isFinite(total) ? total : null);
      if (json.data.length === 0 || !Number.isFinite(total) || page >= total) return;
    }
  }

  return {
    courier: 'shiprocket',

    async fetchOrders(range, context = {}): Promise<ApiRows> {
      const rows: ApiRows['rows'] = [];
      const problems: ReportProblem[] = [];
      await allPages('orders', range, context, (records, first) => {
        const read = shiprocketOrderRows(records, first);
        rows.push(...read.rows);
        problems.push(...read.problems);
      });
      const ndrs: ReturnType<typeof shiprocketNdrReports>['ndrs'] = [];
      await allPages('ndr/all', range, context, (records, first) => {
        const read = shiprocketNdrReports(records, first);
        ndrs.push(...read.ndrs);
        problems.push(...read.problems.map((p) => ({ ...p, column: `ndr ${p.column ?? ''}`.trim() })));
      });
      return { rows: withNdrReports(rows, ndrs), problems };
    },

    async requestNdrAction(awb: string, action: NdrAction, comment: string, signal?: AbortSignal) {
      const { status, json } = await authed(
        'POST',
        `ndr/${encodeURIComponent(awb)}/action`,
        {},
        { action, comments: comment },
        signal,
      );
      if (status >= 200 && status < 300) return;
      throw new DomainError(
        status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT',
        `Shiprocket did not take the ${action === 'return' ? 'return (RTO)' : 're-attempt'} request for AWB ${awb}: ${messageOf(json) ?? `it answered ${status}`}.`,
        { field: 'awb' },
      );
    },
  };
}

function messageOf(json: unknown): string | null {
  return isObject(json) && typeof json.message === 'string' && json.message.trim() !== ''
    ? json.message.trim()
    : null;
}
