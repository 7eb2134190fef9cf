import type { CallOptions, Client } from '../client/client';
import type { Loose, Page } from './shared';

/** Message types (spec 3): 1 platform, 2 order, 3 trade. */
export const MESSAGE_TYPE = { platform: 1, order: 2, trade: 3 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

/** A message whose status is 2 is unread (spec 3). */
export const MESSAGE_STATUS_UNREAD = 2;

export type Message = {
  description: string;
  created_at: string;
  status: number;
  type: MessageType;
} & Loose;

export interface MessageListQuery {
  type: MessageType;
  user_id: number;
}

/** GET /distribution/userMessage with type and user_id; resolves the rows (spec: data.data). */
export async function list(
  client: Client,
  query: MessageListQuery,
  options?: CallOptions,
): Promise<Message[]> {
  const page = await client.get<Page<Message>>('/distribution/userMessage', {
    ...options,
    query: { ...query },
  });
  return page.data;
}

/** PUT /distribution/userMessage/reads: marks messages read. */
export function markRead(
  client: Client,
  body: Loose = {},
  options?: CallOptions,
): Promise<unknown> {
  return client.put('/distribution/userMessage/reads', body, options);
}

/** DELETE /distribution/userMessage */
export function remove(client: Client, body: Loose = {}, options?: CallOptions): Promise<unknown> {
  return client.delete('/distribution/userMessage', { ...options, body });
}
