import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import type {
  GroupLevel,
  Profile,
  ProfileChange,
  UserInfo,
  VisitorIp,
  VisitRecorded,
} from '@podkit/sdk-core';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { loadOptionalUser } from '../../http/request-context.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { countUnreadMessages } from '../messages/index.js';
import { currentLevel, groupBalance, siteGroupLevels } from './group-level.js';
import { recordPageVisit } from './page-visits.js';
import { toProfile, updateProfile } from './profile.js';
import { signedInActor, signedInUser } from './signed-in.js';
import { GroupBalanceSchema, VisitQuerySchema } from './schemas.js';
import { toUserInfo } from './user-info.js';

const UserInfoSchema = wireSchema<UserInfo>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    avatar: Type.String(),
    phone: Type.String({ description: '脱敏手机号，如 138****8000' }),
    role: Type.Union([Type.Literal('reseller'), Type.Literal('operator')]),
    balance: Type.String({ description: '余额（元，截断保留 2 位小数）' }),
    user_unread_messages: Type.Integer(),
    level_name: Type.String(),
    sub_account: Type.Optional(
      Type.Union(
        [
          Type.Object({ id: Type.Integer(), username: Type.String(), nickname: Type.String() }),
          Type.Null(),
        ],
        { description: '子账号登录时为该子账号，其余字段为主账号的' },
      ),
    ),
  }),
);

const GroupSchema = wireSchema<GroupLevel>()(
  Type.Object({
    id: Type.Integer(),
    level_name: Type.String(),
    threshold: Type.String({ description: '达到该等级所需累计充值（元）' }),
    sort: Type.Integer(),
  }),
);

const ProfileSchema = wireSchema<Profile>()(
  Type.Object({
    username: Type.String(),
    nickname: Type.String(),
    avatar: Type.String(),
    phone: Type.String({ description: '脱敏手机号' }),
    email: Type.String(),
    contact_name: Type.String(),
    company: Type.String(),
    wechat: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

const VisitorIpSchema = wireSchema<VisitorIp>()(Type.Object({ ip: Type.String() }));
const VisitRecordedSchema = wireSchema<VisitRecorded>()(
  Type.Object({ recorded: Type.Literal(true) }),
);
const ProfileBody = requestSchema<ProfileChange>()(
  Type.Object({
    nickname: Type.Optional(Type.String({ title: '昵称', maxLength: 32 })),
    contact_name: Type.Optional(Type.String({ title: '联系人', maxLength: 32 })),
    company: Type.Optional(Type.String({ title: '公司名称', maxLength: 100 })),
    wechat: Type.Optional(Type.String({ title: '微信号', maxLength: 64 })),
    avatar_file_id: Type.Optional(Type.Integer({ title: '头像文件 id', minimum: 1 })),
  }),
);

const bearer = [{ bearer: [] }];

const usersModule: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/user',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['users'],
        summary: '当前用户信息（余额、等级、未读消息数）',
        security: bearer,
        response: { 200: envelopeOf(UserInfoSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const [levels, unread] = await Promise.all([
        siteGroupLevels(app.db, user.siteId),
        countUnreadMessages(app.db, { siteId: user.siteId, userId: user.id }),
      ]);
      return ok(
        toUserInfo(
          user,
          currentLevel(levels, user)?.levelName ?? '',
          unread,
          request.actor ?? user,
        ),
      );
    },
  );

  app.get(
    '/distribution/user/getGroupBalance',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['users'],
        summary: '会员等级进度（当前等级、下一等级及门槛、累计充值）',
        security: bearer,
        response: { 200: envelopeOf(GroupBalanceSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(groupBalance(await siteGroupLevels(app.db, user.siteId), user));
    },
  );

  app.get(
    '/distribution/user/profile',
    {
      config: { permission: 'acInfo' },
      schema: {
        tags: ['users'],
        summary: '账户信息：当前登录账号的资料',
        security: bearer,
        response: { 200: envelopeOf(ProfileSchema) },
      },
    },
    async (request) => ok(toProfile(signedInActor(request))),
  );

  app.put(
    '/distribution/user/profile',
    {
      config: { permission: 'acInfo.edit' },
      schema: {
        tags: ['users'],
        summary: '修改账户信息：昵称、联系人、公司、微信、头像（先以 type=avatar 上传）',
        security: bearer,
        body: ProfileBody,
        response: { 200: envelopeOf(ProfileSchema) },
      },
    },
    async (request) => {
      const profile = await updateProfile(
        app.db,
        signedInActor(request),
        signedInUser(request),
        request.body,
        app.fileUrl,
      );
      return ok(profile, '账户信息已保存');
    },
  );

  app.get(
    '/distribution/group',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['users'],
        summary: '本站会员等级列表（按门槛从低到高）',
        security: bearer,
        response: { 200: envelopeOf(Type.Array(GroupSchema)) },
      },
    },
    async (request) => {
      const levels = await siteGroupLevels(app.db, request.site.id);
      return ok(
        levels.map((level) => ({
          id: level.id,
          level_name: level.levelName,
          threshold: formatCents(level.thresholdCents),
          sort: level.sort,
        })),
      );
    },
  );

  app.get(
    '/distribution/userIp',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        summary: '访问者的 IP 地址',
        response: { 200: envelopeOf(VisitorIpSchema) },
      },
    },
    async (request) => ok({ ip: request.ip }),
  );

  app.get(
    '/distribution/systemStatisticsLog',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        summary: '记录一次页面访问（站点统计；登录用户记入其账号）',
        querystring: VisitQuerySchema,
        response: { 200: envelopeOf(VisitRecordedSchema) },
      },
    },
    async (request) => {
      await loadOptionalUser(request);
      await recordPageVisit(app.db, {
        siteId: request.site.id,
        userId: request.user?.id ?? null,
        path: request.query.path ?? '',
        ip: request.ip,
      });
      return ok({ recorded: true as const });
    },
  );
};

export default usersModule;
