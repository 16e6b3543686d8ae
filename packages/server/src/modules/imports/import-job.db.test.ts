// A report import as a job (decision 217), on SQLite and PostgreSQL: asked with Prefer: respond-async the
// upload answers 202 and a job id at once; the job is followed over GraphQL by who started it, its
// preview rows read a part at a time, the same rows the waiting upload answers; another user sees no
// part of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { PREVIEW_ROWS_PER_PART } from './import-job.ts';

const LINES = PREVIEW_ROWS_PER_PART + 500;
const saleFile = (prefix: string) =>
  [
    'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID',
    ...Array.from(
      { length: LINES },
      (_, k) =>
        `${prefix}${String(k + 1).padStart(6, '0')},"Aug 20, 2026",KIDS-SET-01,499,1,Buyer ${k + 1},Pune,FMPP${k}`,
    ),
  ].join('\n');

const JOB = `query Job($id: ID!, $part: Int!) {
  job(id: $id) { state kind progress { done total } result error { code message field } part(number: $part) }
}`;
interface JobAnswer {
  job: {
    state: string;
    kind: string;
    result: string | null;
    error: { code: string; message: string; field: string | null } | null;
    part: string | null;
  } | null;
}

async function settled(agent: Agent, id: string, part = 0) {
  for (;;) {
    const { data } = await agent.gql<JobAnswer>(JOB, { id, part });
    if (!data?.job || data.job.state === 'DONE' || data.job.state === 'FAILED') return data?.job ?? null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a report import as a job', () => {
  let t: TestApp;
  let other: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    await createKidsSetListing(t.user);
    await t.app.services.users.create(
      { username: 'other', password: 'other-password-1', role: 'USER' },
      null,
    );
    other = await t.login('other', 'other-password-1');
  });
  afterAll(() => t.close());

  it('answers 202 and the job at once; its preview rows, a part at a time, are those a waiting upload answers', async () => {
    const file = multipartFile('orders.csv', saleFile('AJ'), 'text/csv');
    const started = await t.user.request('POST', '/files/reports/sale/flipkart?preview=true', {
      ...file,
      headers: { ...file.headers, prefer: 'respond-async' },
    });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    const job = await settled(t.user, jobId);
    expect(job).toMatchObject({ state: 'DONE', kind: 'import', error: null });
    const result = JSON.parse(job!.result!) as { newInvoices: number; rowParts: number; fileId: string };
    expect(result.newInvoices).toBe(LINES);
    // a part per part of the file as the reader read it (a sale), or per 2,000 rows
    expect(result.rowParts).toBeGreaterThanOrEqual(1);
    const rows: unknown[] = [];
    for (let part = 0; part < result.rowParts; part++) {
      const { data } = await t.user.gql<JobAnswer>(JOB, { id: jobId, part });
      rows.push(...(JSON.parse(data!.job!.part!) as unknown[]));
    }
    const waited = await t.user.request('POST', '/files/reports/sale/flipkart?preview=true', file);
    expect(waited.statusCode).toBe(200);
    const answer = waited.json() as { rows: unknown[]; newInvoices: number; rowParts?: number };
    expect(answer.rowParts).toBeUndefined();
    expect(rows).toEqual(answer.rows);
    expect(rows).toHaveLength(LINES);

    // another user is told of no such job, nor of its rows
    expect((await other.gql<JobAnswer>(JOB, { id: jobId, part: 0 })).data?.job).toBeNull();
  });

  it('fails a refused file in the words the upload answers without the header', async () => {
    const file = multipartFile('orders.csv', 'Order Id,Ordered On\nX1,"Aug 20, 2026"\n', 'text/csv');
    const started = await t.user.request('POST', '/files/reports/sale/flipkart?preview=true', {
      ...file,
      headers: { ...file.headers, prefer: 'respond-async' },
    });
    expect(started.statusCode).toBe(202);
    const job = await settled(t.user, (started.json() as { jobId: string }).jobId);
    const waited = await t.user.request('POST', '/files/reports/sale/flipkart?preview=true', file);
    const { error } = waited.json() as { error: { code: string; message: string; field?: string } };
    expect(waited.statusCode).toBe(400);
    expect(job).toMatchObject({ state: 'FAILED', error: { code: error.code, message: error.message } });
  });

  it('stores a file as a job, all of its lines', async () => {
    const file = multipartFile('orders.csv', saleFile('AS'), 'text/csv');
    const started = await t.user.request('POST', '/files/reports/sale/flipkart', {
      ...file,
      headers: { ...file.headers, prefer: 'respond-async' },
    });
    const job = await settled(t.user, (started.json() as { jobId: string }).jobId);
    expect(job?.state).toBe('DONE');
    expect(JSON.parse(job!.result!)).toMatchObject({ stored: LINES });
    expect(job?.part).toBeNull();
  });
});
