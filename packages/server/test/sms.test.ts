import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboxSmsProvider, verificationCodeText } from '../src/modules/sms/provider.js';
import { smsOutbox } from '../src/modules/sms/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface OutboxPage {
  data: Array<{ id: number; phone: string; text: string; created_at: string }>;
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

async function outbox(token: string | null, query = '') {
  const res = await server.app.inject({
    method: 'GET',
    url: `/req/admin/smsOutbox${query}`,
    headers: token ? bearer(token) : {},
  });
  return {
    http: res.statusCode,
    ...(res.json() as { status_code: number; msg: string; data: OutboxPage | null }),
  };
}

describe(`SMS outbox on ${testDbKind}`, () => {
  it('writes each text to the server log and to the sms_outbox table', async () => {
    const db = server.database.db;
    const siteId = await defaultSiteId(db);
    const log = { info: vi.fn() };
    const sentAt = new Date('2030-05-01T10:00:00Z');
    const text = verificationCodeText('PodKit 演示站', '246810', 5);
    expect(text).toBe('【PodKit 演示站】您的验证码为 246810，5 分钟内有效。');

    await new OutboxSmsProvider(db, log, () => sentAt).send(siteId, '+447700900123', text);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ siteId, phone: '+447700900123', sms: text }),
      expect.any(String),
    );
    const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, '+447700900123'));
    expect(rows).toEqual([expect.objectContaining({ siteId, text, createdAt: sentAt })]);
    await db.delete(smsOutbox).where(eq(smsOutbox.phone, '+447700900123'));
  });

  it('keeps every code text, signed with the site name, for operators to read newest first', async () => {
    for (const phone of ['13600000001', '13600000002', '13600000003']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/req/api/frontend/phoneCode',
        payload: { phone, scene: 'register' },
      });
      expect(res.json().status_code).toBe(200);
    }
    const operator = await signIn(server.app, 'operator', 'operator123456');
    const first = await outbox(operator, '?page=1&page_size=2');
    expect(first.status_code).toBe(200);
    expect(first.data).toMatchObject({ total: 3, current_page: 1, per_page: 2, last_page: 2 });
    expect(first.data!.data.map((row) => row.phone)).toEqual(['13600000003', '13600000002']);
    expect(first.data!.data[0]!.text).toMatch(
      /^【PodKit 演示站】您的验证码为 \d{6}，5 分钟内有效。$/,
    );

    const second = await outbox(operator, '?page=2&page_size=2');
    expect(second.data!.data.map((row) => row.phone)).toEqual(['13600000001']);
  });

  it('is closed to resellers (403) and to visitors (401)', async () => {
    const reseller = await signIn(server.app, 'demo', 'demo123456');
    expect((await outbox(reseller)).http).toBe(403);
    expect((await outbox(null)).http).toBe(401);
  });

  it('answers a bad page size with a Chinese message', async () => {
    const operator = await signIn(server.app, 'operator', 'operator123456');
    expect(await outbox(operator, '?page_size=1000')).toMatchObject({
      http: 200,
      status_code: 422,
      msg: '每页条数（page_size） 不能大于 100',
    });
  });
});
