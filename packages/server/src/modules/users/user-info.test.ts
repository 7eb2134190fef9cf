import { describe, expect, it } from 'vitest';
import type { User } from './schema.js';
import { maskPhone, toUserInfo } from './user-info.js';

describe('user info', () => {
  it('masks the middle of a phone number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('+447700900123')).toBe('+44****0123');
    expect(maskPhone(null)).toBe('');
  });

  it('shows the balance in yuan and never the password hash', () => {
    const user = {
      id: 7,
      username: 'demo',
      avatar: '',
      phone: '13800138000',
      role: 'reseller',
      balanceCents: 123_456,
      passwordHash: 'scrypt$secret',
    } as User;
    const info = toUserInfo(user, '普通会员', 3);
    expect(info).toEqual({
      id: 7,
      username: 'demo',
      avatar: '',
      phone: '138****8000',
      role: 'reseller',
      balance: '1234.56',
      user_unread_messages: 3,
      level_name: '普通会员',
      sub_account: null,
    });
  });
});
