import { formatCents } from '../../http/money.js';
import type { User } from './schema.js';
import type { UserInfo } from '@podkit/sdk-core';

/** '138****8000': enough to recognise one's own number, not enough to read someone else's. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** `li****@example.com`: enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}****${email.slice(at)}`;
}

/** The owner's account as the header shows it; `actor` names the sub-account that signed in. */
export function toUserInfo(
  user: User,
  levelName: string,
  unreadMessages: number,
  actor: User = user,
): UserInfo {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    phone: maskPhone(user.phone),
    role: user.role,
    balance: formatCents(user.balanceCents),
    user_unread_messages: unreadMessages,
    level_name: levelName,
    sub_account:
      actor.id === user.id
        ? null
        : { id: actor.id, username: actor.username, nickname: actor.nickname },
  };
}
