// Every report import runs as a job (decisions 215, 217): the route stores the file and queues the job;
// the job, on whichever server claims it, reads the stored file and previews or stores it through the
// imports service. A preview's rows are kept as the job's result parts (a part per slice of rows, as
// JSON text), read a part at a time by the screen or joined again by a route that waits for the job.
import type { Channel, MarketplaceReportKind } from '@seller-desk/core';
import { Readable } from 'node:stream';
import { DomainError } from '../../shared/errors.ts';
import type { JobHandler, JobRecord } from '../../shared/jobs/jobs.ts';
import { JsonList } from '../../shared/json-stream.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { StoredFiles } from '../../shared/stored-files/stored-files.ts';
import { nextTurn } from '../../shared/turns.ts';
import type { ReportFile } from './report-reader.ts';
import type { ReportText } from './report-text.ts';

export const IMPORT_JOB = 'import';

/** What an import job is given: the report, the stored file as its upload read it, and who asked. */
export interface ImportJobInput {
  kind: MarketplaceReportKind;
  channel: Channel;
  /** false: a preview */
  store: boolean;
  actor: SessionUser;
  file: ReportText & { id: string; bytes: number };
}

/**
 * An import job's result: the route's answer without its rows, and (a preview) how many parts the rows
 * are kept in.
 */
export type ImportJobResult = Record<string, unknown> & { fileId: string; rowParts?: number };

/** What the route queues: the report and the stored file as the upload read it (its text's encoding and head). */
export const importJobInput = (
  kind: MarketplaceReportKind,
  channel: Channel,
  store: boolean,
  actor: SessionUser,
  file: ReportFile,
): ImportJobInput => ({
  kind,
  channel,
  store,
  actor: { id: actor.id, username: actor.username, role: actor.role },
  file: {
    id: file.id,
    bytes: file.bytes,
    encoding: file.encoding,
    head: file.head,
    ...(file.notice !== undefined && { notice: file.notice }),
  },
});

/** The rows of a preview kept per part: the screen reads them a part at a time. */
export const PREVIEW_ROWS_PER_PART = 2_000;

/** The import a job runs: the imports service's run (any kind; a preview unless `store`). */
export interface ImportRunner {
  run(
    kind: MarketplaceReportKind,
    channel: Channel,
    file: ReportFile,
    options: { store: boolean },
    actor: SessionUser,
    onProgress?: (done: number, total?: number | null) => void,
  ): Promise<{ rows?: unknown }>;
}

export function importJobHandler(deps: {
  imports: ImportRunner;
  files: Pick<StoredFiles, 'read'>;
}): JobHandler<ImportJobInput, ImportJobResult> {
  return async (job) => {
    const { kind, channel, store, actor, file } = job.input;
    const report: ReportFile = { ...file, chunks: () => deps.files.read(file.id) };
    const answer = await deps.imports.run(kind, channel, report, { store }, actor, job.progress);
    const { rows, ...rest } = answer;
    let rowParts = 0;
    for (const json of partsOf(rows)) await job.writePart(rowParts++, json);
    return {
      ...rest,
      fileId: file.id,
      ...(file.notice !== undefined && { notice: file.notice }),
      // a preview's rows are in the job's parts; a store has none
      ...(rows !== undefined && { rowParts }),
    };
  };
}

/** A preview's rows as JSON texts of a part each: a JsonList's texts as they were written, or slices. */
function* partsOf(rows: unknown): Generator<string> {
  if (rows instanceof JsonList) for (const text of rows.texts) yield `[${text}]`;
  else if (Array.isArray(rows))
    for (let i = 0; i < rows.length; i += PREVIEW_ROWS_PER_PART)
      yield JSON.stringify(rows.slice(i, i + PREVIEW_ROWS_PER_PART));
}

/** A failed import job's error, thrown again as the route threw it before jobs: the same code and words. */
export function importJobError(job: JobRecord): Error {
  const error = job.error;
  if (!error || error.code === 'INTERNAL' || error.code === 'INTERRUPTED')
    return new Error(error?.message ?? 'The import did not finish');
  return new DomainError(error.code, error.message, {
    ...(error.field !== null && { field: error.field }),
    ...(error.row !== null && { row: error.row }),
  });
}

/**
 * A done preview job's answer as the route gave it before jobs: the result, with the preview's rows read
 * back a part at a time and written as they come, a turn of the event loop between parts.
 */
export function previewAnswer(
  result: ImportJobResult,
  readPart: (part: number) => Promise<string | undefined>,
): Readable {
  const { rowParts = 0, ...rest } = result;
  async function* parts() {
    const head = JSON.stringify(rest);
    yield `${head.slice(0, -1)},"rows":[`;
    let first = true;
    for (let part = 0; part < rowParts; part++) {
      if (part > 0) await nextTurn();
      const json = (await readPart(part)) ?? '[]';
      if (json.length <= 2) continue;
      yield `${first ? '' : ','}${json.slice(1, -1)}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(parts());
}
