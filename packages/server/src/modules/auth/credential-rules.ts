import { invalid } from '../../http/envelope.js';

/** Chinese mainland mobile number, or an international number with its + country code. */
export const PHONE_PATTERN = '^(1[3-9]\\d{9}|\\+\\d{7,15})$';
const phonePattern = new RegExp(PHONE_PATTERN);

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Letters, digits, underscore and Chinese characters. */
const usernameChars = /^[A-Za-z0-9_\p{Script=Han}]+$/u;

export function isPhone(value: string): boolean {
  return phonePattern.test(value);
}

/**
 * The rules a new user name must meet; lengths are also in the route schema, the character rules
 * are here so the message can say what is allowed.
 */
export function assertValidUsername(username: string): void {
  const length = [...username].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) {
    throw invalid(`用户名（username）需为 ${USERNAME_MIN}–${USERNAME_MAX} 个字符`);
  }
  if (!usernameChars.test(username)) {
    throw invalid('用户名（username）只能包含字母、数字、下划线或汉字');
  }
  // A user name shaped like a phone number would make sign-in by phone ambiguous.
  if (/^\+?\d+$/.test(username) && isPhone(username)) {
    throw invalid('用户名（username）不能是手机号');
  }
}

export function assertValidPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw invalid(`密码（password）需为 ${PASSWORD_MIN}–${PASSWORD_MAX} 个字符`);
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw invalid('密码（password）需同时包含字母和数字');
  }
}
