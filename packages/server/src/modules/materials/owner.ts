import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../users/index.js';

/** Whose gallery a call works on: every material row carries both. */
export interface Owner {
  siteId: number;
  userId: number;
}

export function ownerOf(request: FastifyRequest): Owner {
  const user = signedInUser(request);
  return { siteId: user.siteId, userId: user.id };
}

/** `site_id = … and user_id = …` for a table with the owner columns. */
export function ownedBy(table: { siteId: PgColumn; userId: PgColumn }, owner: Owner): SQL {
  return and(eq(table.siteId, owner.siteId), eq(table.userId, owner.userId)) as SQL;
}
