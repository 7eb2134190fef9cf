import { describe, expect, it } from 'vitest';
import { assertValidPassword, assertValidUsername, isPhone } from './credential-rules.js';

describe('credential rules', () => {
  it('accepts mainland mobiles and international numbers only', () => {
    expect(isPhone('13800138000')).toBe(true);
    expect(isPhone('19912345678')).toBe(true);
    expect(isPhone('+447700900123')).toBe(true);
    expect(isPhone('12800138000')).toBe(false);
    expect(isPhone('1380013800')).toBe(false);
    expect(isPhone('+12345')).toBe(false);
  });

  it('accepts user names of letters, digits, underscore and Chinese, 3 to 32 long', () => {
    expect(() => assertValidUsername('demo_01')).not.toThrow();
    expect(() => assertValidUsername('张三丰')).not.toThrow();
    expect(() => assertValidUsername('ab')).toThrow('3–32');
    expect(() => assertValidUsername('a'.repeat(33))).toThrow('3–32');
    expect(() => assertValidUsername('demo user')).toThrow('只能包含字母、数字、下划线或汉字');
    expect(() => assertValidUsername('13800138000')).toThrow('不能是手机号');
  });

  it('wants passwords of 8 to 64 with a letter and a digit', () => {
    expect(() => assertValidPassword('demo123456')).not.toThrow();
    expect(() => assertValidPassword('abc123')).toThrow('8–64');
    expect(() => assertValidPassword('abcdefghij')).toThrow('字母和数字');
    expect(() => assertValidPassword('1234567890')).toThrow('字母和数字');
  });
});
