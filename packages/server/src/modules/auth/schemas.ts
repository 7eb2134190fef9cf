import type {
  Captcha,
  CodeSent,
  EmailChangeInput,
  EmailInput,
  PasswordChangeInput,
  PhoneChangeInput,
  PhoneInput,
  TwoStepCodeInput,
  TwoStepLoginBody as TwoStepLoginInput,
  TwoStepProof,
  PasswordChanged,
  PhoneCodeSent,
  LoginAnswer,
  RecoveryCodes,
  SecurityOverview,
  SessionToken,
  TwoStepNeeded,
  TwoStepSession,
  TwoStepSetup,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from './credential-rules.js';

export const Phone = Type.String({
  title: '手机号',
  pattern: PHONE_PATTERN,
  description: '中国大陆手机号（11 位，1 开头），或带 + 国家区号的国际号码',
});

export const Email = Type.String({
  title: '邮箱',
  format: 'email',
  maxLength: 254,
  description: '保存为小写',
});

export const PhoneCode = Type.String({
  title: '短信验证码',
  pattern: '^\\d{6}$',
  description: '6 位数字',
});

export const VerificationCode = Type.String({
  title: '验证码',
  pattern: '^\\d{6}$',
  description: '6 位数字',
});

export const SessionTokenSchema = wireSchema<SessionToken>()(
  Type.Object({
    token: Type.String({ description: 'Bearer 令牌，7 天有效' }),
    expires_at: Type.String({ format: 'date-time' }),
  }),
);

/** With two-step sign-in on, the login call answers this instead of a token. */
export const TwoStepNeededSchema = wireSchema<TwoStepNeeded>()(
  Type.Object(
    {
      two_step_required: Type.Literal(true),
      challenge_id: Type.String({ description: '本次登录的验证标识：5 分钟内有效，只能使用一次' }),
      expires_at: Type.String({ format: 'date-time' }),
    },
    { title: '需要两步验证' },
  ),
);

/** What the login call answers: a session, or the two-step code step. */
export const LoginAnswerSchema = wireSchema<LoginAnswer>()(
  Type.Union([SessionTokenSchema, TwoStepNeededSchema]),
);

export const TwoStepLoginBody = requestSchema<TwoStepLoginInput>()(
  Type.Object({
    challenge_id: Type.String({ title: '登录验证标识', minLength: 1, maxLength: 64 }),
    code: Type.String({
      title: '动态验证码或恢复码',
      minLength: 6,
      maxLength: 32,
      description: '验证器 App 中的 6 位数字，或开启时保存的恢复码（每个只能用一次）',
    }),
  }),
);

export const TwoStepSessionSchema = wireSchema<TwoStepSession>()(
  Type.Object({
    token: Type.String({ description: 'Bearer 令牌，7 天有效' }),
    expires_at: Type.String({ format: 'date-time' }),
    recovery_codes_left: Type.Union([Type.Integer(), Type.Null()], {
      description: '使用恢复码登录时为剩余恢复码数量，否则为 null',
    }),
  }),
);

export const SecurityOverviewSchema = wireSchema<SecurityOverview>()(
  Type.Object({
    two_step: Type.Object({
      enabled: Type.Boolean(),
      enabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      recovery_codes_left: Type.Integer({ description: '未使用的恢复码数量' }),
    }),
    phone: Type.String({ description: '脱敏手机号；未绑定时为空' }),
    email: Type.String({ description: '脱敏邮箱；未绑定时为空' }),
  }),
);

export const TwoStepSetupSchema = wireSchema<TwoStepSetup>()(
  Type.Object({
    secret: Type.String({ description: 'Base32 密钥，可手动输入验证器 App' }),
    otpauth_url: Type.String(),
    qr_code: Type.String({ description: 'data:image/png;base64,…（扫码添加）' }),
  }),
);

export const EnableTwoStepBody = requestSchema<TwoStepCodeInput>()(
  Type.Object({ code: VerificationCode }),
);

export const RecoveryCodesSchema = wireSchema<RecoveryCodes>()(
  Type.Object({
    recovery_codes: Type.Array(Type.String(), {
      description: '10 个一次性恢复码，只在此时显示一次',
    }),
  }),
);

export const DisableTwoStepBody = requestSchema<TwoStepProof>()(
  Type.Object({
    code: Type.Optional(Type.String({ title: '动态验证码或恢复码', minLength: 1, maxLength: 32 })),
    password: Type.Optional(Type.String({ title: '登录密码', minLength: 1, maxLength: 128 })),
  }),
);

export const CodeSentSchema = wireSchema<CodeSent>()(
  Type.Object({
    expires_in: Type.Integer({ description: '有效秒数' }),
  }),
);

export const PhoneCodeRequestBody = requestSchema<PhoneInput>()(Type.Object({ phone: Phone }));
export const PhoneChangeBody = requestSchema<PhoneChangeInput>()(
  Type.Object({ phone: Phone, code: PhoneCode }),
);
export const EmailCodeRequestBody = requestSchema<EmailInput>()(Type.Object({ email: Email }));
export const EmailChangeBody = requestSchema<EmailChangeInput>()(
  Type.Object({ email: Email, code: VerificationCode }),
);

export const PasswordChangeBody = requestSchema<PasswordChangeInput>()(
  Type.Object({
    old_password: Type.String({ title: '原密码', minLength: 1, maxLength: 128 }),
    password: Type.String({
      title: '新密码',
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      description: '8–64 位，至少包含一个字母和一个数字',
    }),
  }),
);

export const CaptchaSchema = wireSchema<Captcha>()(
  Type.Object({
    captcha_key: Type.String(),
    image: Type.String({ description: 'data:image/svg+xml;base64,…' }),
  }),
);

export const PhoneCodeSentSchema = wireSchema<PhoneCodeSent>()(
  Type.Object({ expires_in: Type.Integer({ description: '有效秒数' }) }),
);

export const PasswordChangedSchema = wireSchema<PasswordChanged>()(
  Type.Object({ ended_sessions: Type.Integer({ description: '退出的其他登录数' }) }),
);
