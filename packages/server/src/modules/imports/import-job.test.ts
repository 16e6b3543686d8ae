import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.ts';
import type { JobContext, JobRecord } from '../../shared/jobs/jobs.ts';
import { JsonList } from '../../shared/json-stream.ts';
import {
  importJobError,
  importJobHandler,
  previewAnswer,
  PREVIEW_ROWS_PER_PART,
  type ImportJobInput,
  type ImportRunner,
} from './import-job.ts';

// The import job on in-memory ports: what it keeps of a preview and a store, and the answer a waiting
// upload gives from it (the same JSON as the answer before jobs).

const input: ImportJobInput = {
  kind: 'return',
  channel: 'flipkart',
  store: false,
  actor: { id: 'u1', username: 'asha', role: 'USER' },
  file: {
    id: 'file-1',
    bytes: 10,
    encoding: 'windows-1252',
    head: 'Order Id',
    notice: 'read as Windows-1252',
  },
};

function run(answer: Record<string, unknown>) {
  const parts = new Map<number, string>();
  const calls: unknown[][] = [];
  const imports: ImportRunner = {
    run: async (...args) => {
      calls.push(args.slice(0, 5));
      args[5]?.(7, 9);
      return answer;
    },
  };
  const progress: [number, number | null | undefined][] = [];
  const job: JobContext<ImportJobInput> = {
    id: 'job-1',
    input,
    file: null,
    actor: 'u1',
    attempt: 1,
    progress: (done, total) => void progress.push([done, total]),
    writePart: async (part, json) => void parts.set(part, json),
    signal: new AbortController().signal,
  };
  const handler = importJobHandler({ imports, files: { read: () => (async function* () {})() } });
  return { result: handler(job), parts, calls, progress };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

describe('the import job', () => {
  it('keeps a preview’s rows in parts of 2,000 and answers, from them, what the upload answered before jobs', async () => {
    const rows = Array.from({ length: PREVIEW_ROWS_PER_PART * 2 + 1 }, (_, i) => [`OD${i}`, i]);
    const answer = { validReturnOrders: rows.length, rowFields: ['orderId', 'n'], rows };
    const { result, parts, calls, progress } = run(answer);
    const kept = await result;
    expect(calls[0]).toEqual([
      'return',
      'flipkart',
      expect.objectContaining({ id: 'file-1', encoding: 'windows-1252' }),
      { store: false },
      input.actor,
    ]);
    expect(progress).toEqual([[7, 9]]);
    expect(kept).toEqual({
      validReturnOrders: rows.length,
      rowFields: ['orderId', 'n'],
      fileId: 'file-1',
      notice: 'read as Windows-1252',
      rowParts: 3,
    });
    expect([...parts.keys()]).toEqual([0, 1, 2]);
    const waited = JSON.parse(await text(previewAnswer(kept, async (n) => parts.get(n)))) as unknown;
    expect(waited).toEqual({ ...answer, fileId: 'file-1', notice: 'read as Windows-1252' });
  });

  it('keeps a sale preview’s rows as the reader wrote them, a part each', async () => {
    const rows = new JsonList();
    rows.add([['A', 1]]);
    rows.add([
      ['B', 2],
      ['C', 3],
    ]);
    const { result, parts } = run({ rowFields: ['id', 'n'], rows });
    expect((await result).rowParts).toBe(2);
    expect(parts.get(1)).toBe('[["B",2],["C",3]]');
  });

  it('keeps no parts for a store, whose answer is its counts', async () => {
    const { result, parts } = run({ stored: 12 });
    const kept = await result;
    expect(kept).toEqual({ stored: 12, fileId: 'file-1', notice: 'read as Windows-1252' });
    expect(parts.size).toBe(0);
  });

  it('throws a failed job’s error again as the upload threw it, and an internal one without its inside', () => {
    const failed = (error: JobRecord['error']) => ({ error }) as JobRecord;
    const e = importJobError(
      failed({ code: 'BAD_USER_INPUT', message: 'Line 4: no SKU', field: 'file', row: 4 }),
    );
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Line 4: no SKU', field: 'file', row: 4 });
    const internal = importJobError(
      failed({ code: 'INTERNAL', message: 'The server met an error', field: null, row: null }),
    );
    expect(internal).not.toBeInstanceOf(DomainError);
  });
});
