import { Type } from 'typebox';
import type { JobInfo } from '@podkit/sdk-core';
import { Nullable } from '../../http/schemas.js';
import { wireSchema } from '../../http/wire-schema.js';

export const JobParams = Type.Object({ id: Type.Integer({ title: '任务编号', minimum: 1 }) });

export const JobInfoSchema = wireSchema<JobInfo>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.String(),
    status: Type.Union([
      Type.Literal('queued'),
      Type.Literal('running'),
      Type.Literal('succeeded'),
      Type.Literal('failed'),
    ]),
    progress: Nullable(
      Type.Object({
        done: Type.Integer(),
        total: Nullable(Type.Integer({ description: '总数未知时为 null' })),
      }),
    ),
    result: Type.Unknown({ description: '任务的结果，各类任务不同' }),
    last_error: Nullable(Type.String()),
    attempts: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Nullable(Type.String({ format: 'date-time' })),
  }),
);
