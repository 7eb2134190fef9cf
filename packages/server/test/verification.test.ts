import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminVerification,
  AdminVerificationDetail,
  Paginator,
  RechargeRecord,
  SiteSettings,
  UploadForm,
  Verification,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { recharges } from '../src/modules/recharge/schema.js';
import { userVerifications } from '../src/modules/verification/schema.js';
import type { clientFor } from './cart-fixtures.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { startAlipayFake, type AlipayFake } from './support/alipay-fake.js';
import { makePng } from './support/images.js';
import { uploadFormData } from './support/uploads.js';

type Call = ReturnType<typeof clientFor>;

let server: TestServer;
let db: Db;
let siteId: number;
let alipay: AlipayFake;
let operator: Call;

/** Valid numbers: GB 11643 (MOD 11-2) and GB 32100 (MOD 31) check characters agree. */
const ID_NUMBER = '11010519491231002X';
const CREDIT_CODE = '91350100M000100Y43';

beforeAll(async () => {
  alipay = await startAlipayFake();
  server = await startTestServer({ env: { ...alipay.env } });
  db = server.database.db;
  siteId = await defaultSiteId(db);
  await server.listen();
  operator = await signedInOperator(server.app, db, siteId, 'verify_operator');
});
afterAll(async () => {
  await server?.close();
  await alipay?.close();
});

let uploads = 0;

/** A picture uploaded through the signed form as `type`, by whoever `call` signs in as. */
async function upload(call: Call, type = 'verification', name = '身份证.png') {
  uploads += 1;
  const form = await call<UploadForm>('GET', `/admin/ossUpload?type=${type}`);
  expect(form.status_code, form.msg).toBe(200);
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(
      form.data,
      { bytes: makePng(24, 16), name, type: 'image/png' },
      {},
      `Verify${String(uploads).padStart(4, '0')}`,
    ),
  });
  const body = res.json() as {
    status_code: number;
    msg: string;
    data: { id: number; key: string };
  };
  expect(body.status_code, body.msg).toBe(200);
  return body.data;
}

async function personalBody(call: Call, overrides: Record<string, unknown> = {}) {
  const front = await upload(call);
  const back = await upload(call);
  return {
    kind: 'personal',
    real_name: '张三',
    id_number: ID_NUMBER,
    id_front_file_id: front.id,
    id_back_file_id: back.id,
    ...overrides,
  };
}

/** GET of a URL as a browser would: no token. */
const fetchFile = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return server.app.inject({ method: 'GET', url: `${pathname}${search}` });
};

async function queueRow(username: string): Promise<AdminVerification> {
  const queue = await operator<Paginator<AdminVerification>>(
    'GET',
    `/admin/verification?keyword=${username}`,
  );
  expect(queue.status_code, queue.msg).toBe(200);
  expect(queue.data.data).toHaveLength(1);
  return queue.data.data[0]!;
}

async function messagesOf(userId: number) {
  return db
    .select({ description: userMessages.description, type: userMessages.type })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.type, 1)));
}

describe(`实名认证 on ${testDbKind}`, () => {
  it('goes 未认证 → 审核中 → 已驳回 with the reason → resubmitted → 已认证, with a message on each decision', async () => {
    const r = await freshReseller(server.app, db, siteId, 'verify_flow');
    const before = await r.call<Verification>('GET', '/distribution/user/authentication');
    expect(before.data).toMatchObject({
      status: 'none',
      status_label: '未认证',
      kind: null,
      documents: [],
      recharge_limit: '5000.00',
    });

    const submitted = await r.call<Verification>(
      'POST',
      '/distribution/user/authentication',
      await personalBody(r.call, { id_number: ' 11010519491231002x ' }),
    );
    expect(submitted.status_code, submitted.msg).toBe(200);
    expect(submitted.msg).toBe('已提交，请等待审核');
    expect(submitted.data).toMatchObject({
      status: 'pending',
      status_label: '审核中',
      kind: 'personal',
      real_name: '张三',
      id_number_masked: '110105********002X',
    });
    expect(submitted.data.documents.map((d) => d.role_label)).toEqual([
      '身份证人像面',
      '身份证国徽面',
    ]);
    // A second submission while one waits is refused.
    const again = await r.call(
      'POST',
      '/distribution/user/authentication',
      await personalBody(r.call),
    );
    expect(again).toMatchObject({
      http: 200,
      status_code: 409,
      msg: '实名认证正在审核中，请等待审核结果',
    });

    const waiting = await queueRow(r.user.username);
    expect(waiting).toMatchObject({
      status: 'pending',
      kind_label: '个人认证',
      subject_name: '张三',
      number_masked: '110105********002X',
    });
    const controlled = await operator<Paginator<AdminVerification>>(
      'GET',
      '/admin/verification?keyword=%00',
    );
    expect(controlled.status_code, controlled.msg).toBe(200);
    const pendingOnly = await operator<Paginator<AdminVerification>>(
      'GET',
      '/admin/verification?status=approved&kind=personal',
    );
    expect(pendingOnly.data.data.map((row) => row.id)).not.toContain(waiting.id);

    const blankReason = await operator('POST', `/admin/verification/${waiting.id}/reject`, {
      reason: '   ',
    });
    expect(blankReason).toMatchObject({ http: 200, status_code: 422, msg: '请填写驳回原因' });
    const rejected = await operator<AdminVerificationDetail>(
      'POST',
      `/admin/verification/${waiting.id}/reject`,
      { reason: '身份证照片模糊' },
    );
    expect(rejected.status_code, rejected.msg).toBe(200);
    expect(rejected.data).toMatchObject({ status: 'rejected', reject_reason: '身份证照片模糊' });
    const twice = await operator('POST', `/admin/verification/${waiting.id}/approve`);
    expect(twice).toMatchObject({ status_code: 409 });

    const seen = await r.call<Verification>('GET', '/distribution/user/authentication');
    expect(seen.data).toMatchObject({
      status: 'rejected',
      status_label: '已驳回',
      reject_reason: '身份证照片模糊',
    });
    expect((await messagesOf(r.user.id)).map((m) => m.description)).toEqual([
      '您的实名认证个人认证（张三）未通过审核：身份证照片模糊。请修改后重新提交。',
    ]);

    const resubmitted = await r.call<Verification>(
      'POST',
      '/distribution/user/authentication',
      await personalBody(r.call, { real_name: '张三丰' }),
    );
    expect(resubmitted.data).toMatchObject({
      status: 'pending',
      real_name: '张三丰',
      reject_reason: '',
    });
    const row = await queueRow(r.user.username);
    expect(row.id).toBe(waiting.id);
    const approved = await operator<AdminVerificationDetail>(
      'POST',
      `/admin/verification/${row.id}/approve`,
    );
    expect(approved.data).toMatchObject({ status: 'approved', status_label: '已认证' });
    const done = await r.call<Verification>('GET', '/distribution/user/authentication');
    expect(done.data.status_label).toBe('已认证');
    expect((await messagesOf(r.user.id)).map((m) => m.description)).toContain(
      '您的实名认证个人认证（张三丰）已通过审核。',
    );
    const after = await r.call(
      'POST',
      '/distribution/user/authentication',
      await personalBody(r.call),
    );
    expect(after).toMatchObject({ status_code: 409, msg: '已完成实名认证，无需再次提交' });
  });

  it('keeps a company verification with its credit code, legal person and licence', async () => {
    const r = await freshReseller(server.app, db, siteId, 'verify_company');
    const licence = await upload(r.call, 'verification', '营业执照.png');
    const submitted = await r.call<Verification>('POST', '/distribution/user/authentication', {
      kind: 'company',
      company_name: '深圳演示科技有限公司',
      credit_code: CREDIT_CODE.toLowerCase(),
      legal_person: '李四',
      licence_file_id: licence.id,
    });
    expect(submitted.status_code, submitted.msg).toBe(200);
    expect(submitted.data).toMatchObject({
      kind: 'company',
      company_name: '深圳演示科技有限公司',
      credit_code: CREDIT_CODE,
      legal_person: '李四',
      real_name: '',
    });
    expect(submitted.data.documents.map((d) => [d.role, d.name])).toEqual([
      ['licence', '营业执照.png'],
    ]);
    const detail = await operator<AdminVerificationDetail>(
      'GET',
      `/admin/verification/${(await queueRow(r.user.username)).id}`,
    );
    expect(detail.data).toMatchObject({
      number: CREDIT_CODE,
      legal_person: '李四',
      kind_label: '企业认证',
    });
  });

  it('refuses a wrong ID number or credit code, missing pictures and pictures not its own, storing nothing', async () => {
    const r = await freshReseller(server.app, db, siteId, 'verify_bad');
    const other = await freshReseller(server.app, db, siteId, 'verify_bad_other');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id_number: '110105194912310021' }, '身份证号校验位不正确，请核对后重新填写'],
      [{ id_number: '11010519491331002X' }, '身份证号中的出生日期不正确'],
      [{ id_number: '1101051949' }, '身份证号应为 18 位，前 17 位为数字，最后一位为数字或 X'],
      [{ real_name: '  ' }, '请填写真实姓名'],
      [{ real_name: '\u0000' }, '请填写真实姓名'],
      [{ id_back_file_id: undefined }, '请上传身份证国徽面照片'],
    ];
    for (const [overrides, msg] of cases) {
      const answer = await r.call(
        'POST',
        '/distribution/user/authentication',
        await personalBody(r.call, overrides),
      );
      expect(answer, JSON.stringify(overrides)).toMatchObject({ http: 200, status_code: 422, msg });
    }
    const badCode = await r.call('POST', '/distribution/user/authentication', {
      kind: 'company',
      company_name: '某公司',
      credit_code: '91350100M000100Y44',
      legal_person: '王五',
      licence_file_id: (await upload(r.call)).id,
    });
    expect(badCode).toMatchObject({
      status_code: 422,
      msg: '统一社会信用代码校验位不正确，请核对后重新填写',
    });
    // A picture of another reseller, or one uploaded as a public material, is not a document.
    const theirs = await upload(other.call);
    const material = await upload(r.call, 'material', 'photo.png');
    for (const id of [theirs.id, material.id]) {
      const answer = await r.call(
        'POST',
        '/distribution/user/authentication',
        await personalBody(r.call, { id_front_file_id: id }),
      );
      expect(answer).toMatchObject({ status_code: 422 });
      expect(answer.msg).toContain('身份证人像面照片不存在');
    }
    const notAKind = await r.call('POST', '/distribution/user/authentication', { kind: 'robot' });
    expect(notAKind.http).toBe(200);
    expect(notAKind.status_code).toBe(422);
    const rows = await db
      .select()
      .from(userVerifications)
      .where(eq(userVerifications.userId, r.user.id));
    expect(rows).toEqual([]);
  });

  it('keeps the ID number sealed at rest and the documents away from anyone without the owner or an operator token', async () => {
    const owner = await freshReseller(server.app, db, siteId, 'verify_private');
    const other = await freshReseller(server.app, db, siteId, 'verify_stranger');
    const submitted = await owner.call<Verification>(
      'POST',
      '/distribution/user/authentication',
      await personalBody(owner.call),
    );
    const [row] = await db
      .select()
      .from(userVerifications)
      .where(eq(userVerifications.userId, owner.user.id));
    expect(JSON.stringify(row)).not.toContain('19491231');
    expect(row!.numberSealed).toMatch(/^v1\./);

    const document = row!.documents[0]!;
    expect(document.key).toMatch(/^s\d+\/u\d+\/verification\//);
    // The owner's signed link reads; the bare key, a tampered signature or another key do not.
    const ownerUrl = submitted.data.documents[0]!.url;
    expect((await fetchFile(ownerUrl)).statusCode).toBe(200);
    expect((await fetchFile(`/files/${document.key}`)).statusCode).toBe(403);
    expect(
      (await fetchFile(ownerUrl.replace(/signature=[^&]+/, 'signature=AAAA'))).statusCode,
    ).toBe(403);
    const otherKey = row!.documents[1]!.key;
    expect((await fetchFile(ownerUrl.replace(document.key, otherKey))).statusCode).toBe(403);

    // The operator's detail hands out working links and the full number.
    const id = (await queueRow(owner.user.username)).id;
    const detail = await operator<AdminVerificationDetail>('GET', `/admin/verification/${id}`);
    expect(detail.data.number).toBe(ID_NUMBER);
    expect((await fetchFile(detail.data.documents[1]!.url)).statusCode).toBe(200);

    // Another reseller reaches neither the queue nor the detail, and sees only its own (nothing).
    for (const url of ['/admin/verification', `/admin/verification/${id}`]) {
      expect((await other.call('GET', url)).http).toBe(403);
      expect((await callWithout(url)).http).toBe(401);
    }
    const theirs = await other.call<Verification>('GET', '/distribution/user/authentication');
    expect(theirs.data).toMatchObject({ status: 'none', documents: [] });
    expect((await callWithout('/distribution/user/authentication')).http).toBe(401);
    expect((await other.call('POST', `/admin/verification/${id}/approve`)).http).toBe(403);
  });

  it('refuses a recharge above the site limit until verified, offline and online, and follows the limit the operator sets', async () => {
    const r = await freshReseller(server.app, db, siteId, 'verify_recharge');
    const offline = async (amount: string) =>
      r.call<RechargeRecord>('POST', '/distribution/recharge/offline', {
        amount,
        voucher_file_id: (await upload(r.call, 'voucher', '凭证.png')).id,
      });
    const online = (amount: string) =>
      r.call('POST', '/distribution/recharge/online', { amount, method: 'alipay' });
    const refusal = '单笔充值超过 5000.00 元需先完成实名认证（账户设置 → 实名认证）';

    expect((await offline('5000')).status_code).toBe(200);
    expect(await offline('5000.01')).toMatchObject({ http: 200, status_code: 403, msg: refusal });
    expect(await online('8000')).toMatchObject({ http: 200, status_code: 403, msg: refusal });

    await r.call('POST', '/distribution/user/authentication', await personalBody(r.call));
    expect(await offline('6000')).toMatchObject({
      status_code: 403,
      msg: '实名认证正在审核中，审核通过后才能单笔充值超过 5000.00 元',
    });
    const id = (await queueRow(r.user.username)).id;
    await operator('POST', `/admin/verification/${id}/approve`);
    expect((await offline('6000')).status_code).toBe(200);
    expect((await online('8000')).status_code).toBe(200);
    const rows = await db.select().from(recharges).where(eq(recharges.userId, r.user.id));
    expect(rows.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([
      500000, 600000, 800000,
    ]);

    // The operator lowers the limit in 站点设置: an unverified reseller is held to it at once.
    const unverified = await freshReseller(server.app, db, siteId, 'verify_limit');
    const bad = await operator('PUT', '/admin/site', { real_name_recharge_limit: '-1' });
    expect(bad).toMatchObject({ status_code: 422 });
    expect(bad.msg).toContain('单笔充值超过该金额需实名认证');
    const lowered = await operator<SiteSettings>('PUT', '/admin/site', {
      real_name_recharge_limit: 100,
    });
    expect(lowered.data.real_name_recharge_limit).toBe('100.00');
    try {
      const answer = await unverified.call('POST', '/distribution/recharge/online', {
        amount: '100.01',
        method: 'alipay',
      });
      expect(answer).toMatchObject({
        status_code: 403,
        msg: '单笔充值超过 100.00 元需先完成实名认证（账户设置 → 实名认证）',
      });
      const mine = await unverified.call<Verification>('GET', '/distribution/user/authentication');
      expect(mine.data.recharge_limit).toBe('100.00');
    } finally {
      await operator('PUT', '/admin/site', { real_name_recharge_limit: '5000' });
    }
  });
});

/** A call with no session at all. */
async function callWithout(url: string) {
  const res = await server.app.inject({ method: 'GET', url: `/req${url}` });
  return { http: res.statusCode };
}
