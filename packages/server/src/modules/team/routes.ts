import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden, ok } from '../../http/envelope.js';
import { emptyEnvelope, envelopeOf } from '../../http/envelope-schema.js';
import { signedInUser, type User } from '../users/index.js';
import {
  CreatedIdSchema,
  GrantableEntrySchema,
  IdParams,
  RoleBody,
  SubAccountCreateBody,
  SubAccountSchema,
  SubAccountUpdateBody,
  TeamRoleSchema,
} from './schemas.js';
import { createSubAccount, listSubAccounts, updateSubAccount } from './sub-accounts.js';
import {
  createTeamRole,
  deleteTeamRole,
  grantableMenu,
  listTeamRoles,
  updateTeamRole,
} from './team-roles.js';

const tags = ['team'];
const security = [{ bearer: [] }];

/** Roles and sub-accounts are the main account's to manage, whatever a sub-account's role says. */
function mainAccount(request: FastifyRequest): User {
  const owner = signedInUser(request);
  if (request.actor?.id !== owner.id) throw forbidden('仅主账号可以管理角色与子账号');
  return owner;
}

/** 角色管理 (createRole): the roles a reseller builds from its menu, and its sub-accounts. */
const team: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/distribution/role/menus',
    {
      config: { permission: 'createRole' },
      schema: {
        tags,
        security,
        summary: '可授予子账号的菜单与按钮（主账号自己的权限，不含角色管理）',
        response: { 200: envelopeOf(Type.Array(GrantableEntrySchema)) },
      },
    },
    async (request) => ok(await grantableMenu(app.db, mainAccount(request))),
  );

  app.get(
    '/distribution/role',
    {
      config: { permission: 'createRole' },
      schema: {
        tags,
        security,
        summary: '我的角色（含授权与子账号数）',
        response: { 200: envelopeOf(Type.Array(TeamRoleSchema)) },
      },
    },
    async (request) => ok(await listTeamRoles(app.db, mainAccount(request))),
  );

  app.post(
    '/distribution/role',
    {
      config: { permission: 'createRole.add' },
      schema: {
        tags,
        security,
        summary: '新建角色',
        body: RoleBody,
        response: { 200: envelopeOf(CreatedIdSchema) },
      },
    },
    async (request) => {
      const id = await createTeamRole(app.db, mainAccount(request), request.body);
      return ok({ id }, '角色已创建');
    },
  );

  app.put(
    '/distribution/role/:id',
    {
      config: { permission: 'createRole.edit' },
      schema: {
        tags,
        security,
        summary: '修改角色的名称与授权（立即生效）',
        params: IdParams,
        body: RoleBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateTeamRole(app.db, mainAccount(request), request.params.id, request.body);
      return ok(null, '角色已保存');
    },
  );

  app.delete(
    '/distribution/role/:id',
    {
      config: { permission: 'createRole.delete' },
      schema: {
        tags,
        security,
        summary: '删除角色（仍有子账号持有时拒绝）',
        params: IdParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteTeamRole(app.db, mainAccount(request), request.params.id);
      return ok(null, '角色已删除');
    },
  );

  app.get(
    '/distribution/subAccount',
    {
      config: { permission: 'createRole' },
      schema: {
        tags,
        security,
        summary: '我的子账号',
        response: { 200: envelopeOf(Type.Array(SubAccountSchema)) },
      },
    },
    async (request) => ok(await listSubAccounts(app.db, mainAccount(request))),
  );

  app.post(
    '/distribution/subAccount',
    {
      config: { permission: 'createRole.add' },
      schema: {
        tags,
        security,
        summary: '新建子账号（以自己的用户名和密码登录，代表主账号操作）',
        body: SubAccountCreateBody,
        response: { 200: envelopeOf(CreatedIdSchema) },
      },
    },
    async (request) => {
      const id = await createSubAccount(app.db, mainAccount(request), request.body);
      return ok({ id }, '子账号已创建');
    },
  );

  app.put(
    '/distribution/subAccount/:id',
    {
      config: { permission: 'createRole.edit' },
      schema: {
        tags,
        security,
        summary: '修改子账号：姓名、角色、停用或启用、重设密码（停用或改密后其登录失效）',
        params: IdParams,
        body: SubAccountUpdateBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await updateSubAccount(app.db, mainAccount(request), request.params.id, request.body);
      return ok(null, '子账号已保存');
    },
  );
};

export default team;
