import type { CallOptions, Client } from '../client/client';
import { segment, type Id } from './shared';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A background job of the caller (exports, print files …). */
export interface JobInfo {
  id: number;
  kind: string;
  status: JobStatus;
  /** Steps done of the total (null while unknown); null before the job reports any. */
  progress: { done: number; total: number | null } | null;
  result: unknown;
  /** The last failure, in Chinese; null when none. */
  last_error: string | null;
  attempts: number;
  created_at: string;
  finished_at: string | null;
}

/** GET /distribution/job/{id}: progress of one of the caller's jobs. */
export function getJob(client: Client, id: Id, options?: CallOptions): Promise<JobInfo> {
  return client.get(`/distribution/job/${segment(id)}`, options);
}
