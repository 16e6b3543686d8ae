import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../clock.ts';
import { badInput } from '../errors.ts';
import { bindRepository } from '../unit-of-work.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { jobsRepository } from './jobs.repository.ts';
import { JOB_RETENTION_MS, type JobFiles } from './jobs.ts';

// The jobs table and its lease on the real database (SQLite and PostgreSQL): two runners here stand
// for two servers sharing it, on one fixed clock that the tests move past a lease's expiry.

const MINUTE = 60_000;
const LEASE = 1 * MINUTE;

/** Stored files as a map (the jobs' own concern is only that they read and remove them by id). */
function memoryFiles(): JobFiles & { has(id: string): boolean; put(id: string, text: string): void } {
  const files = new Map<string, Uint8Array>();
  return {
    has: (id) => files.has(id),
    put: (id, text) => void files.set(id, new TextEncoder().encode(text)),
    read(id) {
      const bytes = files.get(id);
      if (!bytes) throw new Error(`no file ${id}`);
      return (async function* () {
        yield bytes;
      })();
    },
    remove: async (id) => void files.delete(id),
  };
}

async function textOf(source: AsyncIterable<Uint8Array>): Promise<string> {
  let text = '';
  for await (const chunk of source) text += new TextDecoder().decode(chunk);
  return text;
}

describe('jobs on one database shared by two servers', () => {
  let t: TestApp;
  let jobs: ReturnType<typeof bindRepository<typeof jobsRepository>>;
  const clock = fixedClock('2026-12-01T10:00:00.000Z');
  const files = memoryFiles();
  let a: JobRunner;
  let b: JobRunner;
  let ran: string[];

  const runner = (holder: string) => {
    const r = createJobRunner({ jobs, files, clock, holder, leaseMs: LEASE, pollMs: 60 * MINUTE });
    r.register<{ n: number }, { twice: number; by: string }>('double', async (job) => {
      ran.push(`${holder}:${job.id}`);
      job.progress(1, 2);
      await job.writePart(0, JSON.stringify({ rows: [job.input.n] }));
      return { twice: job.input.n * 2, by: job.actor };
    });
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    jobs = bindRepository(jobsRepository, t.app.database.db);
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await t.close();
  });
  beforeEach(async () => {
    await a?.stop();
    await b?.stop();
    a = runner('server-a');
    b = runner('server-b');
    ran = [];
  });

  const queue = async (input: unknown, kind = 'double', fileId: string | null = null) => {
    const id = crypto.randomUUID();
    await jobs.insert({ id, kind, input, fileId, startedBy: 'user-1', at: clock.now().toISOString() });
    return id;
  };
  const at = (ms = 0) => new Date(clock.now().getTime() + ms).toISOString();

  it('is claimed by one of two servers that ask at once, the other taking nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await queue({ n: round });
      const claims = await Promise.all([
        jobs.claim('server-a', at(), at(LEASE), 2),
        jobs.claim('server-b', at(), at(LEASE), 2),
      ]);
      const won = claims.filter((c) => c !== null);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(won[0]).toMatchObject({ id, state: 'running', attempts: 1 });
      await jobs.settle(id, won[0] === claims[0] ? 'server-a' : 'server-b', at(), { result: null }, null);
    }
  });

  it('runs a job once when both servers run their loops at once, with its result, progress and parts', async () => {
    const id = await queue({ n: 21 });
    const ranBy = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ranBy.filter(Boolean)).toHaveLength(1);
    expect(ran).toHaveLength(1);
    const job = await jobs.get(id);
    expect(job).toMatchObject({
      state: 'done',
      result: { twice: 42, by: 'user-1' },
      progress: { done: 1, total: 2 },
      attempts: 1,
      error: null,
    });
    expect(job?.finishedAt).toBe(at());
    expect(await jobs.readPart(id, 0)).toBe('{"rows":[21]}');
    expect(await jobs.readPart(id, 1)).toBeUndefined();
  });

  it('is taken over by another server once the lease of the server that died with it has expired', async () => {
    const id = await queue({ n: 5 });
    // server A takes the job and dies: it never renews the lease nor finishes
    expect(await jobs.claim('server-a', at(), at(LEASE), 2)).toMatchObject({ id });
    await jobs.writePart(id, 0, '{"rows":["half-written by A"]}');
    expect(await b.runOnce()).toBe(false);
    clock.advance(LEASE - 1);
    expect(await b.runOnce()).toBe(false);
    clock.advance(1);
    expect(await b.runOnce()).toBe(true);
    expect(ran).toEqual([`server-b:${id}`]);
    expect(await jobs.get(id)).toMatchObject({ state: 'done', result: { twice: 10 }, attempts: 2 });
    // the re-run wrote its parts again: none of A's is left
    expect(await jobs.readPart(id, 0)).toBe('{"rows":[5]}');
    // A, back from a stall, can no longer write to the job
    expect(await jobs.renew(id, 'server-a', at(LEASE))).toBe(false);
    expect(await jobs.settle(id, 'server-a', at(), { result: 'late' }, null)).toBe(false);
    expect((await jobs.get(id))?.result).toEqual({ twice: 10, by: 'user-1' });
  });

  it('is failed, not run a third time, when its server died on both attempts', async () => {
    const id = await queue({ n: 7 });
    expect(await jobs.claim('server-a', at(), at(LEASE), 2)).toMatchObject({ id, attempts: 1 });
    clock.advance(LEASE);
    expect(await jobs.claim('server-b', at(), at(LEASE), 2)).toMatchObject({ id, attempts: 2 });
    clock.advance(LEASE);
    expect(await a.runOnce()).toBe(false);
    expect(ran).toEqual([]);
    const job = await jobs.get(id);
    expect(job).toMatchObject({ state: 'failed', attempts: 2, result: null });
    expect(job?.error).toMatchObject({ code: 'INTERRUPTED' });
    expect(job?.error?.message).toMatch(/stopped before it finished/);
  });

  it('keeps a running job while its server renews the lease, and is given back when that server shuts down', async () => {
    let release!: () => void;
    const started = Promise.withResolvers<void>();
    const slow = createJobRunner({
      jobs,
      files,
      clock,
      holder: 'server-c',
      leaseMs: 300,
      pollMs: 60 * MINUTE,
    });
    slow.register('slow', async (job) => {
      started.resolve();
      await new Promise<void>((resolve, reject) => {
        release = resolve;
        job.signal.addEventListener('abort', () => reject(job.signal.reason as Error));
      });
      return 'finished';
    });
    const id = await queue(null, 'slow');
    const running = slow.runOnce();
    await started.promise;
    // twice the lease passes, a renewal (every 100 ms) in each step: the lease is held throughout
    for (let step = 0; step < 3; step++) {
      clock.advance(200);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await jobs.claim('server-a', at(), at(LEASE), 2), `step ${step}`).toBeNull();
    }
    await slow.stop();
    await running;
    expect(release).toBeTypeOf('function');
    // given back as it was: queued, the interrupted try not counted
    expect(await jobs.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await jobs.claim('server-a', at(), at(LEASE), 2)).toMatchObject({ id, attempts: 1 });
    await jobs.settle(id, 'server-a', at(), { result: null }, null);
  });

  it('fails a job in the words of the error its handler threw, naming the field and row', async () => {
    a.register('refuse', async () => {
      throw Object.assign(badInput('skuid', 'Row 3: the SKU is empty'), { row: 3 });
    });
    a.register('crash', async () => {
      throw new Error('socket hang up');
    });
    const refused = await queue(null, 'refuse');
    const crashed = await queue(null, 'crash');
    while (await a.runOnce());
    expect((await jobs.get(refused))?.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Row 3: the SKU is empty',
      field: 'skuid',
      row: 3,
    });
    const crash = await jobs.get(crashed);
    expect(crash?.state).toBe('failed');
    expect(crash?.error?.code).toBe('INTERNAL');
    expect(crash?.error?.message).not.toMatch(/socket/);
  });

  it('starts a job its own server enqueues at once, and answers waitFor when it is done', async () => {
    a.register<null, string>('read-file', async (job) => textOf(await job.file!.read()));
    files.put('file-1', 'sku,qty\nA,1\n');
    const queued = await a.enqueue({ kind: 'read-file', input: null, fileId: 'file-1', actor: 'user-2' });
    expect(queued).toMatchObject({ state: 'queued', startedBy: 'user-2', fileId: 'file-1' });
    const done = await a.waitFor(queued.id);
    expect(done).toMatchObject({ state: 'done', result: 'sku,qty\nA,1\n' });
  });

  it('gives a request that waits the parts its own server wrote as it ran the job, and one whose job another server ran the parts read from the database (decision 252)', async () => {
    const here = await a.enqueueAndWait({ kind: 'double', input: { n: 4 }, actor: 'user-3' });
    expect(here.job).toMatchObject({ state: 'done', result: { twice: 8, by: 'user-3' } });
    // the parts stay in the database for a request that polls; the waiting one is not given them from there
    expect(await jobs.readPart(here.job.id, 0)).toBe('{"rows":[4]}');
    await jobs.clearParts(here.job.id);
    expect(await here.readPart(0)).toBe('{"rows":[4]}');
    expect(await here.readPart(1)).toBeUndefined();

    // a server that runs no jobs (stopped) queues one and waits; the other server runs it. Server a stops
    // first: its loop looks for a next job once more after the first, and on a loaded machine that look
    // came after c's job was queued, so a ran it and b waited for it for ever (CI, 7 Dec 2026)
    await a.stop();
    const c = runner('server-c');
    await c.stop();
    const waiting = c.enqueueAndWait({ kind: 'double', input: { n: 6 }, actor: 'user-3' });
    while (!ran.some((r) => r.startsWith('server-b:')))
      if (!(await b.runOnce())) await new Promise((resolve) => setTimeout(resolve, 10));
    const there = await waiting;
    expect(there.job).toMatchObject({ state: 'done', result: { twice: 12, by: 'user-3' } });
    expect(await there.readPart(0)).toBe('{"rows":[6]}');
    await jobs.clearParts(there.job.id);
    expect(await there.readPart(0)).toBeUndefined();
  });

  it('removes finished jobs and their stored files after the retention, keeping newer and unfinished ones', async () => {
    a.register('noop', async () => null);
    files.put('old-file', 'old');
    files.put('new-file', 'new');
    files.put('queued-file', 'queued');
    const old = await a.waitFor(
      (await a.enqueue({ kind: 'noop', input: null, fileId: 'old-file', actor: 'u' })).id,
    );
    clock.advance(JOB_RETENTION_MS - 1);
    const newer = await a.waitFor(
      (await a.enqueue({ kind: 'noop', input: null, fileId: 'new-file', actor: 'u' })).id,
    );
    await a.stop(); // the next job stays queued
    const waiting = await queue(null, 'noop', 'queued-file');
    clock.advance(2);
    await b.cleanUp();
    expect(await jobs.get(old.id)).toBeNull();
    expect(files.has('old-file')).toBe(false);
    expect(await jobs.get(newer.id)).not.toBeNull();
    expect(files.has('new-file')).toBe(true);
    expect(await jobs.get(waiting)).toMatchObject({ state: 'queued' });
    expect(files.has('queued-file')).toBe(true);
  });
});
