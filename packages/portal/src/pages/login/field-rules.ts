import type { Rule } from 'antd/es/form';

/** The server's rules, checked in the browser first (the server checks them again). */
export const usernameRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入用户名' },
  {
    pattern: /^[A-Za-z0-9_\u4e00-\u9fa5]{3,32}$/,
    message: '用户名为 3–32 位字母、数字、下划线或汉字',
  },
];

export const phoneRules: Rule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: /^(1[3-9]\d{9}|\+\d{7,15})$/, message: '请输入正确的手机号' },
];

export const newPasswordRules: Rule[] = [
  { required: true, message: '请输入密码' },
  { min: 8, max: 64, message: '密码长度为 8–64 位' },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d)/, message: '密码需同时包含字母和数字' },
];

export const confirmPasswordRules: Rule[] = [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];
