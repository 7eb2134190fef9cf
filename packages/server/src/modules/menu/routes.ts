import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MenuEntry, Permissions } from '@podkit/sdk-core';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/envelope-schema.js';
import { wireSchema } from '../../http/wire-schema.js';
import { signedInActor } from '../users/index.js';
import { menuTreeForRole, permissionRoleId } from './permissions.js';

const entryFields = {
  id: Type.Integer(),
  name: Type.String({ description: '菜单名称' }),
  http_url: Type.String({ description: '前端路由路径' }),
  web_name: Type.String({ description: '前端路由名' }),
  component: Type.String({ description: '前端页面组件名（分组为空）' }),
  is_menu: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = 在菜单中显示' }),
  operates: Type.Array(Type.Object({ name: Type.String() }), {
    description: '该页面允许的按钮权限',
  }),
  img_url: Type.String({ description: '图标' }),
  parent_id: Type.Integer({ description: '上级菜单 id，顶级为 0' }),
  is_blank: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = 新窗口打开' }),
  authed: Type.Integer({ description: '2 = 分组提供“授权店铺”入口' }),
};
// Two levels described; deeper children pass through as they are.
const MenuLeaf = Type.Object({
  ...entryFields,
  children: Type.Unsafe<MenuEntry[]>(Type.Array(Type.Unknown())),
});
const PermissionsSchema = wireSchema<Permissions>()(
  Type.Object({
    menus: Type.Array(Type.Object({ ...entryFields, children: Type.Array(MenuLeaf) })),
  }),
);

const menu: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/user/getPermissions',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['menu'],
        summary: '当前用户的菜单树与按钮权限（由其角色决定）',
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(PermissionsSchema) },
      },
    },
    async (request) => {
      // A sub-account gets its own role's menu, not its owner's.
      const actor = signedInActor(request);
      const roleId = await permissionRoleId(app.db, actor);
      return ok({ menus: await menuTreeForRole(app.db, { siteId: actor.siteId, roleId }) });
    },
  );
};

export default menu;
