import type { CallOptions, Client } from '../client/client';
import type { PageQuery, Paginator } from './shared';

/** Message types (spec 3): 1 platform, 2 order, 3 trade. */
export const MESSAGE_TYPE = { platform: 1, order: 2, trade: 3 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

/** A message whose status is 2 is unread (spec 3); 1 is read. */
export const MESSAGE_STATUS_UNREAD = 2;
export const MESSAGE_STATUS_READ = 1;
export type MessageStatus = typeof MESSAGE_STATUS_READ | typeof MESSAGE_STATUS_UNREAD;

/** A message to one user (spec 3). `description` is plain text: escape it when showing it. */
export interface Message {
  id: number;
  description: string;
  /** ISO 8601. */
  created_at: string;
  status: MessageStatus;
  type: MessageType;
}

/** Unread messages per type. */
export type UnreadCounts = Record<MessageType, number>;

/** GET /distribution/userMessage answers a page of rows (spec: data.data) and the unread counts. */
export type MessagePage = Paginator<Message> & { unread: UnreadCounts };

export interface MessageListQuery extends PageQuery {
  /** One type; all types when absent. */
  type?: MessageType;
  /** Must be the caller's own id when given (another id answers status_code 404). */
  user_id?: number;
  /** 2 only unread, 1 only read; both when absent. */
  status?: MessageStatus;
}

/** Body of PUT /distribution/userMessage/reads: these ids, or all of a type, or all when empty. */
export interface MarkReadBody {
  ids?: number[];
  type?: MessageType;
}

/** Body of DELETE /distribution/userMessage: the caller's own messages to delete. */
export interface DeleteMessagesBody {
  ids: number[];
}

/** What reads and deletes answer: how many rows changed and the unread counts after the change. */
export interface MessageChange {
  changed: number;
  unread: UnreadCounts;
  /** Unread messages of every type, as `user_unread_messages` in user info. */
  user_unread_messages: number;
}

/** Body of POST /admin/userMessage (operator): a platform message to one user or to everyone. */
export type SendPlatformMessageBody =
  | { description: string; user_id: number; to_all?: false }
  | { description: string; to_all: true; user_id?: undefined };

/** GET /distribution/userMessage: the whole page, with paging fields and unread counts per type. */
export function listPage(
  client: Client,
  query: MessageListQuery = {},
  options?: CallOptions,
): Promise<MessagePage> {
  return client.get('/distribution/userMessage', { ...options, query: { ...query } });
}

/** GET /distribution/userMessage with type and user_id; resolves the rows (spec: data.data). */
export async function list(
  client: Client,
  query: MessageListQuery = {},
  options?: CallOptions,
): Promise<Message[]> {
  return (await listPage(client, query, options)).data;
}

/** PUT /distribution/userMessage/reads: marks messages read. */
export function markRead(
  client: Client,
  body: MarkReadBody = {},
  options?: CallOptions,
): Promise<MessageChange> {
  return client.put('/distribution/userMessage/reads', { ...body }, options);
}

/** DELETE /distribution/userMessage: deletes the caller's own messages with these ids. */
export function remove(
  client: Client,
  body: DeleteMessagesBody,
  options?: CallOptions,
): Promise<MessageChange> {
  return client.delete('/distribution/userMessage', { ...options, body: { ...body } });
}

/** How many accounts a platform message went to. */
export interface MessagesSent {
  sent: number;
}

/** POST /admin/userMessage (operator): sends a platform message (type 1). */
export function send(
  client: Client,
  body: SendPlatformMessageBody,
  options?: CallOptions,
): Promise<MessagesSent> {
  return client.post('/admin/userMessage', { ...body }, options);
}
