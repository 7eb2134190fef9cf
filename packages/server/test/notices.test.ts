import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNotice, Notice, NoticeDetail, NoticePage } from '@podkit/sdk-core';
import { systemNotices } from '../src/modules/notices/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { callApi } from './support/api.js';
import { createSite, createUser, defaultSiteId, signIn } from './support/accounts.js';

const HOST = 'notices.test';
let server: TestServer;
let siteId: number;
let operator: string;
let reseller: string;
let otherReseller: string;

const api = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; host?: string } = {},
) => callApi<T>(server.app, method, `/req${url}`, { host: HOST, ...options });

async function createNotice(input: Record<string, unknown>): Promise<AdminNotice> {
  const res = await api<AdminNotice>('POST', '/admin/systemNotice', {
    token: operator,
    payload: input,
  });
  expect(res.status_code, res.msg).toBe(200);
  return res.data;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // A site of its own, so the counts below are exactly the notices this file makes.
  siteId = await createSite(db, '公告测试站', HOST);
  for (const [username, role] of [
    ['notice_op', 'operator'],
    ['notice_r1', 'reseller'],
    ['notice_r2', 'reseller'],
  ] as const)
    await createUser(db, { siteId, username, password: 'secret123', role });
  operator = await signIn(server.app, 'notice_op', 'secret123', HOST);
  reseller = await signIn(server.app, 'notice_r1', 'secret123', HOST);
  otherReseller = await signIn(server.app, 'notice_r2', 'secret123', HOST);
});
afterAll(async () => {
  await server?.close();
});

describe(`notices on ${testDbKind}`, () => {
  const published: AdminNotice[] = [];
  let draft: AdminNotice;

  it('lets an operator publish notices and keep drafts', async () => {
    for (let n = 1; n <= 12; n++)
      published.push(await createNotice({ title: `公告 ${n}`, desc: `<p>第 ${n} 条</p>` }));
    draft = await createNotice({ title: '草稿公告', desc: '<p>未发布</p>', published: false });
    expect(draft.published).toBe(false);
    const admin = await api<NoticePage>('GET', '/admin/systemNotice?page_size=50', {
      token: operator,
    });
    expect(admin.data.total).toBe(13);
    expect(admin.data.data[0]?.title).toBe('草稿公告');
  });

  it('pages published notices newest first, for visitors and for signed-in users', async () => {
    const first = await api<NoticePage>('GET', '/frontend/systemNotice?page=1&page_size=5');
    expect(first.status_code).toBe(200);
    expect(first.data).toMatchObject({ total: 12, current_page: 1, per_page: 5, last_page: 3 });
    expect(first.data.data.map((n) => n.title)).toEqual([
      '公告 12',
      '公告 11',
      '公告 10',
      '公告 9',
      '公告 8',
    ]);
    expect(Object.keys(first.data.data[0] ?? {}).sort()).toEqual(
      ['created_at', 'desc', 'id', 'is_login_alert', 'title'].sort(),
    );
    const last = await api<NoticePage>('GET', '/frontend/systemNotice?page=3&page_size=5');
    expect(last.data.data.map((n) => n.title)).toEqual(['公告 2', '公告 1']);

    const signedIn = await api<NoticePage>('GET', '/distribution/systemNotice?page_size=5', {
      token: reseller,
    });
    expect(signedIn.data.data).toEqual(first.data.data);
  });

  it('refuses a page size above 50 with a Chinese message', async () => {
    const res = await api('GET', '/frontend/systemNotice?page_size=51');
    expect(res.status_code).toBe(422);
    expect(res.msg).toContain('每页条数');
  });

  it('links each notice to its previous (newer) and next (older) one in list order', async () => {
    const newestFirst = [...published].reverse();
    const top = await api<NoticeDetail>('GET', `/frontend/systemNotice/${newestFirst[0]?.id}`);
    expect(top.data.prev_id).toBeNull();
    expect(top.data.next_id).toBe(newestFirst[1]?.id);

    const middle = await api<NoticeDetail>(
      'GET',
      `/distribution/systemNotice/${newestFirst[5]?.id}`,
      { token: reseller },
    );
    expect(middle.data).toMatchObject({
      title: '公告 7',
      desc: '<p>第 7 条</p>',
      prev_id: newestFirst[4]?.id,
      next_id: newestFirst[6]?.id,
    });

    // Following next_id from the top walks the whole list, drafts skipped.
    const walked: number[] = [];
    let id: number | null = newestFirst[0]?.id ?? null;
    while (id !== null) {
      walked.push(id);
      id = (await api<NoticeDetail>('GET', `/frontend/systemNotice/${id}`)).data.next_id;
    }
    expect(walked).toEqual(newestFirst.map((n) => n.id));
  });

  it('hides drafts from the public until they are published', async () => {
    const list = await api<NoticePage>('GET', '/frontend/systemNotice?page_size=50');
    expect(list.data.data.map((n) => n.id)).not.toContain(draft.id);
    const hidden = await api('GET', `/frontend/systemNotice/${draft.id}`);
    expect(hidden).toMatchObject({ http: 200, status_code: 404, msg: '公告不存在' });
    const asUser = await api('GET', `/distribution/systemNotice/${draft.id}`, { token: reseller });
    expect(asUser.status_code).toBe(404);

    const publish = await api<AdminNotice>('PUT', `/admin/systemNotice/${draft.id}`, {
      token: operator,
      payload: { published: true, title: '  已发布的草稿 ' },
    });
    expect(publish.data).toMatchObject({ published: true, title: '已发布的草稿' });
    const shown = await api<NoticePage>('GET', '/frontend/systemNotice?page_size=1');
    expect(shown.data.data[0]?.id).toBe(draft.id);
    expect(shown.data.total).toBe(13);
  });

  it('shows login alerts until the user acknowledges them', async () => {
    const older = await createNotice({
      title: '登录提示一',
      desc: '<p>一</p>',
      is_login_alert: true,
    });
    const newer = await createNotice({
      title: '登录提示二',
      desc: '<p>二</p>',
      is_login_alert: true,
    });
    await createNotice({
      title: '未发布的登录提示',
      desc: '<p>草稿</p>',
      is_login_alert: true,
      published: false,
    });

    const alerts = () =>
      api<Notice[]>('GET', '/distribution/systemNotice/getAlterNotices', { token: reseller });
    expect((await alerts()).data.map((n) => n.id)).toEqual([newer.id, older.id]);

    const read = await api('PUT', `/distribution/systemNotice/${newer.id}/read`, {
      token: reseller,
    });
    expect(read).toMatchObject({ http: 200, status_code: 200, msg: '', data: null });
    expect((await alerts()).data.map((n) => n.id)).toEqual([older.id]);
    // Acknowledging twice is harmless.
    await api('PUT', `/distribution/systemNotice/${newer.id}/read`, { token: reseller });
    expect((await alerts()).data.map((n) => n.id)).toEqual([older.id]);

    // Another user still has both.
    const theirs = await api<Notice[]>('GET', '/distribution/systemNotice/getAlterNotices', {
      token: otherReseller,
    });
    expect(theirs.data.map((n) => n.id)).toEqual([newer.id, older.id]);

    const missing = await api('PUT', '/distribution/systemNotice/999999/read', { token: reseller });
    expect(missing.status_code).toBe(404);
  });

  it('sanitises rich text when it is written but keeps the formatting', async () => {
    const created = await createNotice({
      title: '格式测试',
      desc:
        '<h3 onclick="steal()">标题</h3><p>正文<strong>加粗</strong><em>斜体</em></p>' +
        '<script>alert(1)</script><img src="/files/a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">坏链接</a><a href="https://podkit.test/">好链接</a>' +
        '<ul><li>列表</li></ul><iframe src="https://evil.test"></iframe>',
    });
    const [row] = await server.database.db
      .select({ desc: systemNotices.desc })
      .from(systemNotices)
      .where(and(eq(systemNotices.id, created.id), eq(systemNotices.siteId, siteId)));
    expect(row?.desc).toBe(
      '<h3>标题</h3><p>正文<strong>加粗</strong><em>斜体</em></p>' +
        '<img src="/files/a.png" />' +
        '<a rel="noopener noreferrer">坏链接</a><a href="https://podkit.test/" rel="noopener noreferrer">好链接</a>' +
        '<ul><li>列表</li></ul>',
    );
    const updated = await api<AdminNotice>('PUT', `/admin/systemNotice/${created.id}`, {
      token: operator,
      payload: { desc: '<p style="color:red" onmouseover="x()">改</p><style>p{}</style>' },
    });
    expect(updated.data.desc).toBe('<p style="color:red">改</p>');
  });

  it('refuses operator endpoints to a reseller (403) and to a visitor (401)', async () => {
    const target = published[0]?.id;
    const calls = [
      ['GET', '/admin/systemNotice'],
      ['POST', '/admin/systemNotice'],
      ['PUT', `/admin/systemNotice/${target}`],
      ['DELETE', `/admin/systemNotice/${target}`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? { title: 'x', desc: 'y' } : undefined;
      const asReseller = await api(method, url, { token: reseller, payload });
      expect(asReseller.http, `${method} ${url}`).toBe(403);
      const asVisitor = await api(method, url, { payload });
      expect(asVisitor.http, `${method} ${url}`).toBe(401);
    }
    for (const url of ['/distribution/systemNotice', '/distribution/systemNotice/getAlterNotices'])
      expect((await api('GET', url)).http).toBe(401);
    const [row] = await server.database.db
      .select()
      .from(systemNotices)
      .where(eq(systemNotices.id, target ?? 0));
    expect(row?.title).toBe('公告 1');
  });

  it('deletes a notice, and says so when it is already gone', async () => {
    const doomed = await createNotice({ title: '将被删除', desc: '' });
    const gone = await api('DELETE', `/admin/systemNotice/${doomed.id}`, { token: operator });
    expect(gone).toMatchObject({ status_code: 200, msg: '公告已删除' });
    const again = await api('DELETE', `/admin/systemNotice/${doomed.id}`, { token: operator });
    expect(again).toMatchObject({ status_code: 404, msg: '公告不存在' });
  });

  it('keeps each site’s notices to itself', async () => {
    const demoSite = await defaultSiteId(server.database.db);
    const [demoNotice] = await server.database.db
      .select()
      .from(systemNotices)
      .where(eq(systemNotices.siteId, demoSite))
      .limit(1);
    expect(demoNotice).toBeDefined();
    const elsewhere = await api('GET', `/frontend/systemNotice/${demoNotice?.id}`);
    expect(elsewhere.status_code).toBe(404);
    const onDemo = await callApi<NoticeDetail>(
      server.app,
      'GET',
      `/req/frontend/systemNotice/${demoNotice?.id}`,
    );
    expect(onDemo.data.id).toBe(demoNotice?.id);
  });

  it('greets the demo reseller with the seeded login notice', async () => {
    const demo = await signIn(server.app, 'demo', 'demo123456');
    const alerts = await callApi<Notice[]>(
      server.app,
      'GET',
      '/req/distribution/systemNotice/getAlterNotices',
      { token: demo },
    );
    expect(alerts.data.map((n) => n.title)).toEqual(['欢迎使用PodKit 演示站']);
    const list = await callApi<NoticePage>(server.app, 'GET', '/req/frontend/systemNotice');
    expect(list.data.total).toBe(3);
  });
});
