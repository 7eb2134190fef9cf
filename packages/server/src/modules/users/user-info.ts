import { formatCents } from '../../http/money.js';
import type { User, UserRole } from './schema.js';

/** User info as the workbench reads it (spec section 3, User info and Balance). */
export interface UserInfo {
  id: number;
  username: string;
  avatar: string;
  phone: string;
  role: UserRole;
  balance: string;
  user_unread_messages: number;
  level_name: string;
}

/** '138****8000': enough to recognise one's own number, not enough to read someone else's. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function toUserInfo(user: User, levelName: string): UserInfo {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    phone: maskPhone(user.phone),
    role: user.role,
    balance: formatCents(user.balanceCents),
    // Messages arrive with the messages module of a later issue; until then nobody has any.
    user_unread_messages: 0,
    level_name: levelName,
  };
}
