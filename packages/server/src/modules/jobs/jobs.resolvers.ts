import type { IResolvers } from 'mercurius';
import type { Job, JobResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import type { JobRecord } from '../../shared/jobs/jobs.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { JobsService } from './jobs.service.ts';

/** A stored job as the wire says it; its file id stays on the server (a job's file is never sent). */
export function jobOnWire(job: JobRecord): Job {
  const { done, total } = job.progress;
  return {
    id: job.id,
    kind: job.kind,
    state: job.state.toUpperCase() as Job['state'],
    progress: { done, total, fraction: total ? Math.min(done / total, 1) : null },
    result: job.state === 'done' ? JSON.stringify(job.result) : null,
    error: job.error,
    startedBy: job.startedBy,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    attempts: job.attempts,
  };
}

export function jobsResolvers(jobs: JobsService): IResolvers {
  const Query = {
    job: async (_root, args, ctx) => {
      const job = await jobs.find(requireUser(ctx.user), args.id);
      return job && jobOnWire(job);
    },
    jobs: async (_root, args, ctx) => (await jobs.list(requireUser(ctx.user), args.first)).map(jobOnWire),
  } satisfies QueryResolvers;
  const JobFields = {
    part: async (job, args, ctx) => {
      return (await jobs.part(requireUser(ctx.user), job.id, args.number)) ?? null;
    },
  } satisfies JobResolvers;
  return { Query, Job: JobFields } as IResolvers;
}
