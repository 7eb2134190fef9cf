import type { CallOptions, Client } from '../client/client';
import { segment, type Id, type PageQuery, type Paginator } from './shared';

/** The value-added services (增值服务): design, gallery packs and warehouse stock-up. */
export type ServiceKind = 'design' | 'gallery' | 'warehouse';

export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  design: '设计服务',
  gallery: '图库服务',
  warehouse: '仓储服务',
};

/** One line of a service's price list, set by the operators (a design of a kind, a fee). */
export interface ServicePriceItem {
  id: number;
  kind: ServiceKind;
  name: string;
  description: string;
  /** Yuan, 2 decimals. */
  price: string;
  enabled: boolean;
  sort: number;
}

/** A service of the catalogue with its screen (a menu component) and its enabled prices. */
export interface ServiceCatalogEntry {
  kind: ServiceKind;
  name: string;
  description: string;
  /** The workbench screen of the service (menu component). */
  component: string;
  items: ServicePriceItem[];
}

/** One order of any service, as the reseller's list of service orders shows it. */
export interface ServiceOrder {
  id: number;
  kind: ServiceKind;
  kind_label: string;
  /** The service's own record (a design order's id, …), opened on the service's screen. */
  reference_id: number;
  order_no: string;
  title: string;
  /** Yuan paid. */
  amount: string;
  status_label: string;
  created_at: string;
  updated_at: string;
}

export interface ServiceOrderQuery extends PageQuery {
  kind?: ServiceKind;
}

/** Query of GET /admin/valueAddedServices/items: one kind's lines, or all. */
export interface ServicePriceItemQuery {
  kind?: ServiceKind;
}

export interface ServicePriceItemInput {
  kind: ServiceKind;
  name: string;
  description?: string;
  /** Yuan. */
  price: string;
  enabled?: boolean;
  sort?: number;
}

// ── Reseller (valueAddedServices) ────────────────────────────────────────────

/** GET /distribution/valueAddedServices: every service with its enabled prices. */
export function catalogue(client: Client, options?: CallOptions): Promise<ServiceCatalogEntry[]> {
  return client.get('/distribution/valueAddedServices', options);
}

/** GET /distribution/valueAddedServices/orders: the reseller's orders of every service. */
export function orders(
  client: Client,
  query: ServiceOrderQuery = {},
  options?: CallOptions,
): Promise<Paginator<ServiceOrder>> {
  return client.get('/distribution/valueAddedServices/orders', { ...options, query: { ...query } });
}

// ── Operator (console) ───────────────────────────────────────────────────────

/** GET /admin/valueAddedServices/items: the price list, disabled lines too. */
export function adminItems(
  client: Client,
  query: ServicePriceItemQuery = {},
  options?: CallOptions,
): Promise<ServicePriceItem[]> {
  return client.get('/admin/valueAddedServices/items', { ...options, query: { ...query } });
}

/** POST /admin/valueAddedServices/items */
export function adminCreateItem(
  client: Client,
  body: ServicePriceItemInput,
  options?: CallOptions,
): Promise<ServicePriceItem> {
  return client.post('/admin/valueAddedServices/items', { ...body }, options);
}

/** PUT /admin/valueAddedServices/items/{id} */
export function adminUpdateItem(
  client: Client,
  id: Id,
  body: ServicePriceItemInput,
  options?: CallOptions,
): Promise<ServicePriceItem> {
  return client.put(`/admin/valueAddedServices/items/${segment(id)}`, { ...body }, options);
}
