import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  Message,
  MessageChange,
  MessageStatus,
  MessageType,
  UnreadCounts,
} from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { activeAccountIds, users } from '../users/index.js';
import { userMessages, type UserMessage } from './schema.js';

export const MESSAGE_TYPES: readonly MessageType[] = [1, 2, 3];
const UNREAD: MessageStatus = 2;
const READ: MessageStatus = 1;

export function toMessage(row: UserMessage): Message {
  return {
    id: row.id,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    type: row.type,
  };
}

const insertMessage = statement(
  (db, p: { siteId: number; userId: number; type: MessageType; description: string }) =>
    db
      .insert(userMessages)
      .values({ ...p, status: UNREAD })
      .returning(),
);

/** The one way other modules (orders, wallet, …) tell a user something: an unread message. */
export async function sendUserMessage(
  db: Db,
  input: { siteId: number; userId: number; type: MessageType; description: string },
): Promise<UserMessage> {
  const [row] = await insertMessage(db, {
    siteId: input.siteId,
    userId: input.userId,
    type: input.type,
    description: input.description,
  });
  if (!row) throw new Error('sendUserMessage: no row');
  return row;
}

/** Several messages in one statement (in this order), as sendUserMessage sends one. */
export async function sendUserMessages(
  db: Db,
  inputs: Array<{ siteId: number; userId: number; type: MessageType; description: string }>,
): Promise<UserMessage[]> {
  if (inputs.length === 0) return [];
  return db
    .insert(userMessages)
    .values(inputs.map((input) => ({ ...input, status: UNREAD })))
    .returning();
}

/** A platform message (type 1) to every active user of the site; returns how many were sent. */
export async function sendPlatformMessageToSite(
  db: Db,
  siteId: number,
  description: string,
): Promise<number> {
  const recipients = await activeAccountIds(db, siteId);
  if (recipients.length === 0) return 0;
  await db.insert(userMessages).values(
    recipients.map((userId) => ({
      siteId,
      userId,
      type: 1 as const,
      description,
      status: UNREAD,
    })),
  );
  return recipients.length;
}

/** Every query on messages starts here: a user sees, marks and deletes only their own rows. */
function ownedBy(owner: { siteId: number; userId: number }): SQL {
  return and(eq(userMessages.siteId, owner.siteId), eq(userMessages.userId, owner.userId)) as SQL;
}

export async function unreadCounts(
  db: Db,
  owner: { siteId: number; userId: number },
): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: userMessages.type, unread: count() })
    .from(userMessages)
    .where(and(ownedBy(owner), eq(userMessages.status, UNREAD)))
    .groupBy(userMessages.type);
  const counts: UnreadCounts = { 1: 0, 2: 0, 3: 0 };
  for (const row of rows) if (row.type in counts) counts[row.type] = row.unread;
  return counts;
}

export function totalUnread(counts: UnreadCounts): number {
  return counts[1] + counts[2] + counts[3];
}

/** Unread messages of every type: `user_unread_messages` of the user info. */
export async function countUnreadMessages(
  db: Db,
  owner: { siteId: number; userId: number },
): Promise<number> {
  return totalUnread(await unreadCounts(db, owner));
}

export async function listMessages(
  db: Db,
  owner: { siteId: number; userId: number },
  filter: { type?: MessageType; status?: MessageStatus; page: number; perPage: number },
): Promise<{ rows: UserMessage[]; total: number }> {
  const where = and(
    ownedBy(owner),
    filter.type === undefined ? undefined : eq(userMessages.type, filter.type),
    filter.status === undefined ? undefined : eq(userMessages.status, filter.status),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(userMessages)
      .where(where)
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter.page, filter.perPage)),
    db.select({ total: count() }).from(userMessages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

async function changeOf(
  db: Db,
  owner: { siteId: number; userId: number },
  changed: number,
): Promise<MessageChange> {
  const unread = await unreadCounts(db, owner);
  return { changed, unread, user_unread_messages: totalUnread(unread) };
}

/** Marks the owner's messages read: these ids, or all of a type, or all when both are absent. */
export async function markMessagesRead(
  db: Db,
  owner: { siteId: number; userId: number },
  which: { ids?: number[]; type?: MessageType },
): Promise<MessageChange> {
  const updated = await db
    .update(userMessages)
    .set({ status: READ })
    .where(
      and(
        ownedBy(owner),
        eq(userMessages.status, UNREAD),
        which.ids === undefined ? undefined : inArray(userMessages.id, which.ids),
        which.type === undefined ? undefined : eq(userMessages.type, which.type),
      ),
    )
    .returning({ id: userMessages.id });
  return changeOf(db, owner, updated.length);
}

/** Deletes the owner's messages with these ids; other users' ids are left alone. */
export async function deleteMessages(
  db: Db,
  owner: { siteId: number; userId: number },
  ids: number[],
): Promise<MessageChange> {
  const deleted = await db
    .delete(userMessages)
    .where(and(ownedBy(owner), inArray(userMessages.id, ids)))
    .returning({ id: userMessages.id });
  return changeOf(db, owner, deleted.length);
}

/** The operator's platform message (type 1) to one of the site's accounts. */
export async function sendPlatformMessageToUser(
  db: Db,
  siteId: number,
  userId: number,
  description: string,
): Promise<void> {
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  if (!recipient) throw notFound('用户');
  await sendUserMessage(db, { siteId, userId: recipient.id, type: 1, description });
}
