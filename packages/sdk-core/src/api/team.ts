import type { CallOptions, Client } from '../client/client';
import { segment, type CreatedId, type Id, type PageQuery, type Paginator } from './shared';

/** One menu entry a role grants, with the buttons (operates) granted on it. */
export interface RoleGrant {
  menu_id: number;
  operates: string[];
}

/** A role a main account builds for its sub-accounts (createRole). */
export interface TeamRole {
  id: number;
  name: string;
  grants: RoleGrant[];
  /** Sub-accounts holding the role. */
  accounts: number;
}

export interface TeamRoleInput {
  name: string;
  grants: RoleGrant[];
}

/** A menu entry the main account may grant, with its buttons' Chinese labels. */
export interface GrantableEntry {
  id: number;
  name: string;
  component: string;
  http_url: string;
  is_menu: 0 | 1;
  parent_id: number;
  operates: Array<{ name: string; label: string }>;
  children: GrantableEntry[];
}

export interface SubAccount {
  id: number;
  username: string;
  nickname: string;
  role_id: number | null;
  role_name: string;
  status: 'active' | 'disabled';
  created_at: string;
}

export interface SubAccountInput {
  username: string;
  password: string;
  nickname?: string;
  role_id: number;
}

export interface SubAccountChange {
  nickname?: string;
  role_id?: number;
  status?: 'active' | 'disabled';
  password?: string;
}

/** One change an account of the team asked for; status_code 403 marks a refusal. */
export interface AuditEntry {
  id: number;
  actor_id: number;
  actor_name: string;
  method: string;
  route: string;
  /** The menu's words, e.g. 订单管理「支付」; empty for the operator console's calls. */
  action: string;
  status_code: number;
  ip: string;
  created_at: string;
}

export interface AuditQuery extends PageQuery {
  actor_id?: number;
}

/** GET /distribution/role/menus: what the main account may hand out. */
export function grantableMenu(client: Client, options?: CallOptions): Promise<GrantableEntry[]> {
  return client.get('/distribution/role/menus', options);
}

/** GET /distribution/role */
export function roles(client: Client, options?: CallOptions): Promise<TeamRole[]> {
  return client.get('/distribution/role', options);
}

/** POST /distribution/role */
export function createRole(
  client: Client,
  body: TeamRoleInput,
  options?: CallOptions,
): Promise<CreatedId> {
  return client.post('/distribution/role', { ...body }, options);
}

/** PUT /distribution/role/{id}: applies at once to the accounts holding it. */
export function updateRole(
  client: Client,
  id: Id,
  body: TeamRoleInput,
  options?: CallOptions,
): Promise<null> {
  return client.put(`/distribution/role/${segment(id)}`, { ...body }, options);
}

/** DELETE /distribution/role/{id}: refused while sub-accounts hold it. */
export function removeRole(client: Client, id: Id, options?: CallOptions): Promise<null> {
  return client.delete(`/distribution/role/${segment(id)}`, options);
}

/** GET /distribution/subAccount */
export function subAccounts(client: Client, options?: CallOptions): Promise<SubAccount[]> {
  return client.get('/distribution/subAccount', options);
}

/** POST /distribution/subAccount */
export function createSubAccount(
  client: Client,
  body: SubAccountInput,
  options?: CallOptions,
): Promise<CreatedId> {
  return client.post('/distribution/subAccount', { ...body }, options);
}

/** PUT /distribution/subAccount/{id}: a new password or disabling signs the account out. */
export function updateSubAccount(
  client: Client,
  id: Id,
  body: SubAccountChange,
  options?: CallOptions,
): Promise<null> {
  return client.put(`/distribution/subAccount/${segment(id)}`, { ...body }, options);
}

/** GET /distribution/auditLog: newest first. */
export function auditLog(
  client: Client,
  query: AuditQuery = {},
  options?: CallOptions,
): Promise<Paginator<AuditEntry>> {
  return client.get('/distribution/auditLog', { ...options, query: { ...query } });
}
