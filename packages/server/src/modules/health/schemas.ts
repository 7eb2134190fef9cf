import type { HealthStatus } from '@podkit/sdk-core';
import { Type } from 'typebox';
import { wireSchema } from '../../http/wire-schema.js';

export const HealthSchema = wireSchema<HealthStatus>()(
  Type.Object({ status: Type.Literal('ready') }),
);
