import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.js';
import { toSiteConfig } from './config.js';

const sites: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/frontend/getConfigDdata',
    { schema: { tags: ['sites'], summary: '站点配置（域名、Logo、客服信息）' } },
    async (request) => ok(toSiteConfig(request.site)),
  );

  app.get(
    '/frontend/systemConfig/skipManMachineVerify',
    { schema: { tags: ['sites'], summary: '登录是否跳过人机验证' } },
    async (request) => ok({ skip: request.site.skipManMachineVerify }),
  );
};

export default sites;
