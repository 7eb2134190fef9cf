import type {
  CreatedId,
  GrantableEntry,
  RoleGrant,
  SubAccount,
  SubAccountChange,
  SubAccountInput,
  TeamRole,
  TeamRoleInput,
} from '@podkit/sdk-core';
import { Type } from 'typebox';
import { requestSchema, wireSchema } from '../../http/wire-schema.js';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../auth/index.js';

export const RoleGrantSchema = wireSchema<RoleGrant>()(
  Type.Object({
    menu_id: Type.Integer({ title: '菜单 id', minimum: 1 }),
    operates: Type.Array(Type.String({ maxLength: 40 }), {
      title: '按钮权限',
      maxItems: 50,
      description: '该页面授予的按钮（operates 名称）',
    }),
  }),
);

export const TeamRoleSchema = wireSchema<TeamRole>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    grants: Type.Array(RoleGrantSchema),
    accounts: Type.Integer({ description: '持有该角色的子账号数' }),
  }),
);

export const RoleBody = requestSchema<TeamRoleInput>()(
  Type.Object({
    name: Type.String({ title: '角色名称', minLength: 1, maxLength: 20 }),
    grants: Type.Array(RoleGrantSchema, { title: '授权', minItems: 1, maxItems: 500 }),
  }),
);

const GrantableOperate = Type.Object({ name: Type.String(), label: Type.String() });
const GrantableLeaf = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  component: Type.String(),
  http_url: Type.String(),
  is_menu: Type.Union([Type.Literal(0), Type.Literal(1)]),
  parent_id: Type.Integer(),
  operates: Type.Array(GrantableOperate),
  // The menu has two levels (groups and screens); a screen's children are always empty.
  children: Type.Unsafe<GrantableEntry[]>(Type.Array(Type.Unknown())),
});
export const GrantableEntrySchema = wireSchema<GrantableEntry>()(
  Type.Object({
    ...GrantableLeaf.properties,
    children: Type.Array(GrantableLeaf),
  }),
);

export const SubAccountSchema = wireSchema<SubAccount>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    nickname: Type.String(),
    role_id: Type.Union([Type.Integer(), Type.Null()]),
    role_name: Type.String(),
    status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

const Password = Type.String({
  title: '密码',
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  description: '8–64 位，至少包含一个字母和一个数字',
});
const Nickname = Type.String({ title: '姓名', maxLength: 32 });
const RoleId = Type.Integer({ title: '角色', minimum: 1 });

export const SubAccountCreateBody = requestSchema<SubAccountInput>()(
  Type.Object({
    username: Type.String({ title: '用户名', minLength: USERNAME_MIN, maxLength: USERNAME_MAX }),
    password: Password,
    nickname: Type.Optional(Nickname),
    role_id: RoleId,
  }),
);

export const SubAccountUpdateBody = requestSchema<SubAccountChange>()(
  Type.Object({
    nickname: Type.Optional(Nickname),
    role_id: Type.Optional(RoleId),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('disabled')])),
    password: Type.Optional(Password),
  }),
);

export const IdParams = Type.Object({ id: Type.Integer({ title: 'id', minimum: 1 }) });

export const CreatedIdSchema = wireSchema<CreatedId>()(Type.Object({ id: Type.Integer() }));
