import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, siteDomains } from '../src/modules/sites/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, postLogin, signIn } from './support/accounts.js';

let server: TestServer;
let operatorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  operatorToken = await signIn(server.app, 'operator', 'operator123456');
});
afterAll(async () => {
  await server?.close();
});

async function putSettings(body: Record<string, unknown>, token = operatorToken) {
  const res = await server.app.inject({
    method: 'PUT',
    url: '/req/admin/site',
    headers: bearer(token),
    payload: body,
  });
  return { http: res.statusCode, ...res.json() };
}

describe(`the demo site on ${testDbKind}`, () => {
  it('has the footer contact details and a customer-service QR picture', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/req/api/frontend/getConfigDdata',
    });
    const config = res.json().data;
    expect(config).toMatchObject({
      customer_phone: '400-800-8888',
      customer_email: 'service@podkit.local',
      domain_license_no: '粤ICP备00000000号',
    });
    expect(config.customer_qr_code).toMatch(/\/files\/s\d+\/site\/customer-qr\.png$/);
    const picture = await server.app.inject({
      method: 'GET',
      url: new URL(config.customer_qr_code, 'http://x').pathname,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe(`site settings on ${testDbKind}`, () => {
  it('lets the operator turn man-machine verification on, after which login needs a captcha', async () => {
    const saved = await putSettings({
      skip_man_machine_verify: false,
      customer_phone: '400-000-0001',
    });
    expect(saved.status_code).toBe(200);
    expect(saved.data).toMatchObject({
      skip_man_machine_verify: false,
      customer_phone: '400-000-0001',
    });

    const skip = await server.app.inject({
      method: 'GET',
      url: '/req/frontend/systemConfig/skipManMachineVerify',
    });
    expect(skip.json().data).toEqual({ skip: false });
    const login = await postLogin(server.app, { username: 'demo', password: 'demo123456' });
    expect(login).toMatchObject({ status_code: 422, msg: '请输入正确的图形验证码' });

    await putSettings({ skip_man_machine_verify: true });
    const again = await postLogin(server.app, { username: 'demo', password: 'demo123456' });
    expect(again.status_code).toBe(200);
  });

  it('refuses a reseller with HTTP 403', async () => {
    const token = await signIn(server.app, 'demo', 'demo123456');
    const res = await putSettings({ customer_phone: 'x' }, token);
    expect(res.http).toBe(403);
    expect(res.status_code).toBe(403);
  });

  it('names a malformed embed origin instead of saving it', async () => {
    const res = await putSettings({ embed_origins: ['https://ok.example', 'javascript:alert(1)'] });
    expect(res.http).toBe(200);
    expect(res.status_code).toBe(422);
    expect(res.msg).toContain('嵌入来源');
  });

  it('maps new host names to the site and refuses one another site holds', async () => {
    const [other] = await server.database.db
      .insert(sites)
      .values({ name: '另一站', domainName: 'other.example' })
      .returning();
    await server.database.db
      .insert(siteDomains)
      .values({ siteId: other!.id, host: 'other.example' });

    const taken = await putSettings({ domains: ['shop.example', 'other.example'] });
    expect(taken).toMatchObject({ status_code: 409, msg: '域名 other.example 已被其他站点使用' });

    const saved = await putSettings({ domains: ['Shop.Example', 'www.shop.example'] });
    expect(saved.data.domains).toEqual(['shop.example', 'www.shop.example']);
    const config = await server.app.inject({
      method: 'POST',
      url: '/req/api/frontend/getConfigDdata',
      headers: { host: 'other.example' },
    });
    expect(config.json().data.site_name).toBe('另一站');
  });
});
