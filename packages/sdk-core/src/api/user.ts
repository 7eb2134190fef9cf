import type { CallOptions, Client } from '../client/client';
import type { MenuOperate } from '../rules/has-operate';

export type UserRole = 'reseller' | 'operator';

export interface UserInfo {
  id: number;
  username: string;
  avatar: string;
  /** Masked, e.g. 138****8000. */
  phone: string;
  role: UserRole;
  /** Yuan, truncated to 2 decimals, e.g. '0.00'. */
  balance: string;
  user_unread_messages: number;
  level_name: string;
  /** Set when a sub-account signed in: the fields above are its main account's. */
  sub_account?: { id: number; username: string; nickname: string } | null;
}

export interface GroupBalance {
  level_name: string;
  next_group_level_name: string;
  /** -1 at the top level. */
  next_group_level_balance: string | -1;
  recharge_balance: string;
}

export interface GroupLevel {
  id: number;
  level_name: string;
  threshold: string;
  sort: number;
}

export interface MenuEntry {
  id: number;
  name: string;
  http_url: string;
  web_name: string;
  component: string;
  children: MenuEntry[];
  /** 1 = visible in the menu. */
  is_menu: 0 | 1;
  /** Allowed buttons of the page (see hasOperate). */
  operates: MenuOperate[];
  img_url: string;
  parent_id: number;
  is_blank: 0 | 1;
  /** 2 shows an authorise-store link in the group's popover. */
  authed: number;
}

export interface Permissions {
  menus: MenuEntry[];
}

/** GET /distribution/user */
export function getInfo(client: Client, options?: CallOptions): Promise<UserInfo> {
  return client.get('/distribution/user', options);
}

/** GET /distribution/user/getGroupBalance */
export function getGroupBalance(client: Client, options?: CallOptions): Promise<GroupBalance> {
  return client.get('/distribution/user/getGroupBalance', options);
}

/** GET /distribution/user/getPermissions (the server menu). */
export function getPermissions(client: Client, options?: CallOptions): Promise<Permissions> {
  return client.get('/distribution/user/getPermissions', options);
}

/** GET /distribution/group: the site's levels, ascending. */
export function listGroups(client: Client, options?: CallOptions): Promise<GroupLevel[]> {
  return client.get('/distribution/group', options);
}

export interface VisitorIp {
  ip: string;
}

export interface VisitRecorded {
  recorded: true;
}

/** Query of GET /distribution/systemStatisticsLog: the page visited. */
export interface VisitQuery {
  path?: string;
}

/** GET /distribution/userIp */
export function getIp(client: Client, options?: CallOptions): Promise<VisitorIp> {
  return client.get('/distribution/userIp', options);
}

/** GET /distribution/systemStatisticsLog: records a page visit for site statistics. */
export function recordVisit(
  client: Client,
  query: VisitQuery = {},
  options?: CallOptions,
): Promise<VisitRecorded> {
  return client.get('/distribution/systemStatisticsLog', {
    ...options,
    query: { ...options?.query, ...query },
  });
}

/** 账户信息: the signed-in account's own profile. */
export interface Profile {
  username: string;
  nickname: string;
  avatar: string;
  /** Masked, e.g. 138****8000. */
  phone: string;
  email: string;
  contact_name: string;
  company: string;
  wechat: string;
  created_at: string;
}

export interface ProfileChange {
  nickname?: string;
  contact_name?: string;
  company?: string;
  wechat?: string;
  /** A picture uploaded with type avatar. */
  avatar_file_id?: number;
}

/** GET /distribution/user/profile */
export function getProfile(client: Client, options?: CallOptions): Promise<Profile> {
  return client.get('/distribution/user/profile', options);
}

/** PUT /distribution/user/profile */
export function updateProfile(
  client: Client,
  body: ProfileChange,
  options?: CallOptions,
): Promise<Profile> {
  return client.put('/distribution/user/profile', { ...body }, options);
}
