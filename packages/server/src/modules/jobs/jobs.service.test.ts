import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../../shared/jobs/jobs.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createJobsService, type JobsReadPort } from './jobs.service.ts';

// Who may see a job (issue 36): the user who started it, and an ADMIN; on an in-memory port.

const job = (id: string, startedBy: string, createdAt: string): JobRecord => ({
  id,
  kind: 'import',
  input: null,
  fileId: `file-${id}`,
  state: 'done',
  progress: { done: 1, total: 1 },
  result: null,
  error: null,
  startedBy,
  createdAt,
  startedAt: createdAt,
  finishedAt: createdAt,
  attempts: 1,
});

function memoryJobs(records: JobRecord[], parts: Record<string, string[]>): JobsReadPort {
  return {
    get: async (id) => records.find((r) => r.id === id) ?? null,
    list: async (startedBy, first) =>
      records
        .filter((r) => startedBy === null || r.startedBy === startedBy)
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
        .slice(0, first),
    readPart: async (id, part) => parts[id]?.[part],
  };
}

const asha: SessionUser = { id: 'u-asha', username: 'asha', role: 'USER' };
const ravi: SessionUser = { id: 'u-ravi', username: 'ravi', role: 'USER' };
const admin: SessionUser = { id: 'u-admin', username: 'admin', role: 'ADMIN' };

describe('the jobs service', () => {
  const service = createJobsService({
    jobs: memoryJobs(
      [job('j1', 'u-asha', '2026-12-01T10:00:00Z'), job('j2', 'u-ravi', '2026-12-01T11:00:00Z')],
      { j1: ['["row 1"]'] },
    ),
  });

  it('gives a user their own job and not another user’s, as if it did not exist', async () => {
    expect((await service.find(asha, 'j1'))?.id).toBe('j1');
    expect(await service.find(ravi, 'j1')).toBeNull();
    expect(await service.find(ravi, 'nothing')).toBeNull();
  });

  it('lists a user’s own jobs and every job for an ADMIN, newest first', async () => {
    expect((await service.list(asha, 10)).map((j) => j.id)).toEqual(['j1']);
    expect((await service.list(admin, 10)).map((j) => j.id)).toEqual(['j2', 'j1']);
    expect((await service.list(admin, 1)).map((j) => j.id)).toEqual(['j2']);
  });

  it('reads a result part for the owner and an ADMIN only', async () => {
    expect(await service.part(asha, 'j1', 0)).toBe('["row 1"]');
    expect(await service.part(admin, 'j1', 0)).toBe('["row 1"]');
    expect(await service.part(ravi, 'j1', 0)).toBeUndefined();
    expect(await service.part(asha, 'j1', 1)).toBeUndefined();
  });

  it('refuses a page size outside 1 to 100 and a part number below 0, naming the field', async () => {
    for (const first of [0, 101, 1.5])
      await expect(service.list(asha, first)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'first',
      });
    await expect(service.part(asha, 'j1', -1)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'number',
    });
  });
});
