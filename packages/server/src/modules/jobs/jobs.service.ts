import type { SessionUser } from '../../shared/session-user.ts';
import { badInput } from '../../shared/errors.ts';
import { firstArg } from '../../shared/paging.ts';
import type { JobRecord } from '../../shared/jobs/jobs.ts';

/** The jobs as the API reads them (shared/jobs' repository, bound by app.ts). */
export interface JobsReadPort {
  get(id: string): Promise<JobRecord | null>;
  list(startedBy: string | null, first: number): Promise<JobRecord[]>;
  readPart(id: string, part: number): Promise<string | undefined>;
}

export const MAX_JOBS_PAGE = 100;

/** A job is the business of who started it, and of an ADMIN (issue 36: another user's jobs are not shown). */
const maySee = (user: SessionUser, job: JobRecord) => user.role === 'ADMIN' || job.startedBy === user.id;

export function createJobsService(deps: { jobs: JobsReadPort }) {
  const { jobs } = deps;

  /** The job, or null when there is none the user may see (whether it exists is not told). */
  async function find(user: SessionUser, id: string): Promise<JobRecord | null> {
    const job = await jobs.get(id);
    return job && maySee(user, job) ? job : null;
  }

  return {
    find,

    async list(user: SessionUser, first: number): Promise<JobRecord[]> {
      return jobs.list(user.role === 'ADMIN' ? null : user.id, firstArg(first, first, MAX_JOBS_PAGE, 1));
    },

    /** One part of the job's result (JSON text); undefined when the job kept no such part or is not the user's. */
    async part(user: SessionUser, id: string, part: number): Promise<string | undefined> {
      if (!Number.isInteger(part) || part < 0)
        throw badInput('number', 'A part number is a whole number of 0 or more');
      if (!(await find(user, id))) return undefined;
      return jobs.readPart(id, part);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
