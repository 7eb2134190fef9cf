import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A signed-in session. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** A login captcha: the answer is kept only as a hash, and a captcha is good for one try. */
export const captchas = pgTable(
  'captchas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    captchaKey: text('captcha_key').notNull().unique(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires').on(t.expiresAt)],
);

export const phoneCodeScenes = ['register', 'forget', 'change_phone', 'login'] as const;
export type PhoneCodeScene = (typeof phoneCodeScenes)[number];
export const emailCodeScenes = ['change_email', 'login'] as const;
export type EmailCodeScene = (typeof emailCodeScenes)[number];
export type CodeScene = PhoneCodeScene | EmailCodeScene;

/**
 * A table of verification codes sent to an address (a phone or an e-mail address); a code is
 * stored hashed, with its failed tries counted. Phone and e-mail codes share the shape and the
 * rules (verification-code.ts), each in its own table.
 */
function codeTable(name: string, addressColumn: string, addressIndex: string) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      siteId: integer('site_id')
        .notNull()
        .references(() => sites.id, { onDelete: 'cascade' }),
      address: text(addressColumn).notNull(),
      scene: text('scene').$type<CodeScene>().notNull(),
      codeHash: text('code_hash').notNull(),
      failedAttempts: integer('failed_attempts').notNull().default(0),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      consumedAt: timestamp('consumed_at', { withTimezone: true }),
    },
    (t) => [index(addressIndex).on(t.siteId, t.address, t.createdAt)],
  );
}

export type CodeTable = ReturnType<typeof codeTable>;

/** SMS verification codes (registration, password reset, a new phone number). */
export const phoneCodes = codeTable('phone_codes', 'phone', 'phone_codes_site_phone');

/** E-mail verification codes (a new e-mail address), kept in lower case. */
export const emailCodes = codeTable('email_codes', 'email', 'email_codes_site_email');

/**
 * Two-step sign-in of an account with a TOTP app. The secret is sealed (secrets/sealed-text.ts);
 * `enabledAt` is null while the account has scanned it but not yet confirmed a code.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The TOTP time step of the last code accepted: a code is good once (no replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-time recovery codes of two-step sign-in, stored as keyed hashes (HMAC-SHA256). */
export const recoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_user_hash').on(t.userId, t.codeHash)],
);

/**
 * The sign-in half done: the password was right and the account asks for a second code. Only the
 * SHA-256 of the challenge id is stored; a challenge is short-lived and good for one sign-in.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_user').on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins, counted per account and per IP within a window. Kept in the database, not in
 * memory, because several server processes share one database (ARCHITECTURE.md, Scale).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `user:<id>` for a known account, else `name:<what was typed>` in lower case. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    /** What failed: `password` (or an unknown name) or `code` (a two-step code). */
    kind: text('kind', { enum: ['password', 'code'] })
      .notNull()
      .default('password'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_account').on(t.siteId, t.accountKey, t.failedAt),
    index('login_failures_ip').on(t.ip, t.failedAt),
  ],
);

/** The OAuth-style sign-in providers an account may bind (绑定登录). */
export const loginProviderCodes = ['wechat', 'google'] as const;
export type LoginProviderCode = (typeof loginProviderCodes)[number];

/** An outside identity (a WeChat openid, a Google subject) bound to one account of a site. */
export const loginIdentities = pgTable(
  'login_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<LoginProviderCode>().notNull(),
    /** The provider's stable id of the person (Google `sub`, WeChat `unionid` or `openid`). */
    subject: text('subject').notNull(),
    displayName: text('display_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One identity signs in to one account only, and an account binds one of each provider.
    uniqueIndex('login_identities_subject').on(t.siteId, t.provider, t.subject),
    uniqueIndex('login_identities_user').on(t.userId, t.provider),
  ],
);

/**
 * The `state` of one authorisation round trip (RFC 6749 §10.12): kept as a hash, bound to the
 * site, the purpose and (for binding) the account, good for 10 minutes and once. A sign-in that
 * comes back leaves a one-time ticket the login page exchanges for a session.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<LoginProviderCode>().notNull(),
    purpose: text('purpose').$type<'bind' | 'login'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a sign-in came back: the hash of the ticket and the account it signs in. */
    ticketHash: text('ticket_hash').unique(),
    ticketUserId: integer('ticket_user_id'),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires').on(t.expiresAt)],
);
