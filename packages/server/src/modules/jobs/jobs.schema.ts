// Jobs (decision 215): long work a user started (a report import), followed by the browser's useJob.
// A user sees only the jobs they started, an ADMIN everyone's; a job's stored file is never sent.
export const jobsSchema = /* GraphQL */ `
  "where a job stands: QUEUED (waiting for a server), RUNNING, DONE or FAILED"
  enum JobState {
    QUEUED
    RUNNING
    DONE
    FAILED
  }
  "how far a running job is"
  type JobProgress {
    done: Int!
    "null while the job does not know yet"
    total: Int
    "done ÷ total, 0 to 1; null while the total is not known"
    fraction: Float
  }
  "why a job failed, as the API's errors say it: a code, words for people, the field and the row (from 1) it is about"
  type JobError {
    code: String!
    message: String!
    field: String
    row: Int
  }
  type Job {
    id: ID!
    "what it does, e.g. import"
    kind: String!
    state: JobState!
    progress: JobProgress!
    "the job's result as JSON text, in the kind's shape; null until it is done"
    result: String
    "null unless it failed"
    error: JobError
    "the user id of who started it"
    startedBy: ID!
    "ISO date-times"
    createdAt: String!
    startedAt: String
    finishedAt: String
    "how many times a server took it up (a second time when the first server stopped mid-way)"
    attempts: Int!
    "one part of a large result as JSON text (an import's preview rows, a page a part), from 0; null past the last"
    part(number: Int!): String
  }
  extend type Query {
    "a job the signed-in user started (an ADMIN: anyone's); null when there is none they may see"
    job(id: ID!): Job
    "newest first: the signed-in user's jobs (an ADMIN: everyone's); first ≤ 100"
    jobs(first: Int = 20): [Job!]!
  }
`;
