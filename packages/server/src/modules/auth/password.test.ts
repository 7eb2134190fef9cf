import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('demo123456');
    expect(await verifyPassword('demo123456', stored)).toBe(true);
    expect(await verifyPassword('demo123457', stored)).toBe(false);
  });

  it('salts every hash and stores the scrypt parameters with it', async () => {
    const a = await hashPassword('same-password1');
    const b = await hashPassword('same-password1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });
});
