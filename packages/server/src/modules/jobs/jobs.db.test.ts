import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';

// The jobs' GraphQL surface on the real server: a user follows the jobs they started, another user
// sees none of them, an ADMIN sees all; the stored file a job reads is named nowhere in an answer.

const JOB = `query Job($id: ID!, $part: Int!) {
  job(id: $id) {
    id kind state progress { done total fraction } result error { code message field row }
    startedBy createdAt startedAt finishedAt attempts part(number: $part)
  }
}`;
const JOBS = `query { jobs(first: 100) { id startedBy } }`;

describe('jobs over GraphQL', () => {
  let t: TestApp;
  let other: Agent;
  let jobId: string;
  let staffId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.users.create(
      { username: 'other', password: 'other-password-1', role: 'USER' },
      null,
    );
    other = await t.login('other', 'other-password-1');
    staffId = (await t.app.services.users.list()).find((u) => u.username === 'staff')!.id;
    t.app.jobs.register<{ n: number }, { sum: number }>('sum', async (job) => {
      job.progress(3, 4);
      await job.writePart(0, JSON.stringify(['first page']));
      return { sum: job.input.n + 1 };
    });
    const queued = await t.app.jobs.enqueue({
      kind: 'sum',
      input: { n: 41 },
      fileId: 'file-of-staff',
      actor: staffId,
    });
    jobId = (await t.app.jobs.waitFor(queued.id)).id;
  });
  afterAll(() => t.close());

  it('answers the user who started a job with its state, progress, result and parts, and no file', async () => {
    const res = await t.user.gql<{ job: Record<string, unknown> }>(JOB, { id: jobId, part: 0 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.job).toMatchObject({
      id: jobId,
      kind: 'sum',
      state: 'DONE',
      progress: { done: 3, total: 4, fraction: 0.75 },
      result: JSON.stringify({ sum: 42 }),
      error: null,
      startedBy: staffId,
      attempts: 1,
      part: JSON.stringify(['first page']),
    });
    expect(JSON.stringify(res.data)).not.toContain('file-of-staff');
    const past = await t.user.gql<{ job: { part: string | null } }>(JOB, { id: jobId, part: 1 });
    expect(past.data?.job.part).toBeNull();
    expect((await t.user.gql<{ jobs: { id: string }[] }>(JOBS)).data?.jobs.map((j) => j.id)).toEqual([jobId]);
  });

  it('shows another user nothing of it: not the job, not its parts, not in their list', async () => {
    const res = await other.gql<{ job: unknown }>(JOB, { id: jobId, part: 0 });
    expect(res.errors).toBeUndefined();
    expect(res.data?.job).toBeNull();
    expect((await other.gql<{ jobs: unknown[] }>(JOBS)).data?.jobs).toEqual([]);
  });

  it('shows an ADMIN every job', async () => {
    expect((await t.admin.gql<{ job: { id: string } }>(JOB, { id: jobId, part: 0 })).data?.job.id).toBe(
      jobId,
    );
    expect((await t.admin.gql<{ jobs: { startedBy: string }[] }>(JOBS)).data?.jobs).toEqual([
      { id: jobId, startedBy: staffId },
    ]);
  });

  it('refuses a list over 100 jobs, naming first, and an anonymous caller', async () => {
    const res = await t.user.gql(`query { jobs(first: 101) { id } }`);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    const anon = await t.anon.gql(JOB, { id: jobId, part: 0 });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
