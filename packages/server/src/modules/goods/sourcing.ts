import type { OrdinaryProductForm } from '@podkit/sdk-core';
import type { sourcingRequests } from './schema.js';

export function toSourcingRequest(
  row: typeof sourcingRequests.$inferSelect,
  username: string,
): OrdinaryProductForm {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    name: row.name,
    link: row.link,
    description: row.description,
    expected_quantity: row.expectedQuantity,
    contact: row.contact,
    status: row.status === 1 ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}
