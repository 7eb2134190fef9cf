import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { loadOptionalUser } from '../../http/request-context.js';
import {
  customerMarkup,
  subSiteMarkup,
  withMarkup,
  type CustomerMarkup,
} from '../sub-sites/index.js';

/**
 * The markup the prices of a request carry: a signed-in sub-site customer's (what they pay, on any
 * host), or on a sub-site's own host a visitor's (what they will pay once registered); else null.
 */
export async function requestMarkup(
  db: DbExecutor,
  request: FastifyRequest,
): Promise<CustomerMarkup | null> {
  // Public routes do not load the account; a signed-in customer still sees its own price there.
  await loadOptionalUser(request);
  if (request.user) return customerMarkup(db, request.user);
  return request.subSite ? subSiteMarkup(db, request.subSite) : null;
}

/** A blank's price in yuan (two decimals, truncated) as the markup of its category shows it. */
export function markedUp(
  markup: CustomerMarkup | null,
  yuan: string,
  categoryId: number | null,
): string {
  if (!markup) return yuan;
  return formatCents(withMarkup(markup, Math.round(Number(yuan) * 100), categoryId));
}
