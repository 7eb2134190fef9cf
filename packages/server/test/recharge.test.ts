import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminRechargeRecord,
  GroupBalance,
  OnlineRecharge,
  RechargeRecord,
  UploadForm,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { recharges } from '../src/modules/recharge/schema.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { groups, users } from '../src/modules/users/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import type { clientFor } from './cart-fixtures.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { startAlipayFake, type AlipayFake } from './support/alipay-fake.js';
import { makePng } from './support/images.js';
import { uploadFormData } from './support/uploads.js';

let server: TestServer;
let db: Db;
let siteId: number;
let alipay: AlipayFake;
let operator: ReturnType<typeof clientFor>;
let host: string;

beforeAll(async () => {
  alipay = await startAlipayFake();
  server = await startTestServer({
    env: {
      ...alipay.env,
      RECHARGE_BANK_NAME: '招商银行深圳分行',
      RECHARGE_BANK_ACCOUNT_NAME: '深圳演示科技有限公司',
      RECHARGE_BANK_ACCOUNT_NO: '7559 0000 0000 0001',
    },
  });
  db = server.database.db;
  siteId = await defaultSiteId(db);
  // The gateway posts notifications to the address the server hands out: a real listening one.
  host = new URL(await server.listen()).host;
  operator = await signedInOperator(server.app, db, siteId, 'recharge_op');
});
afterAll(async () => {
  await server?.close();
  await alipay?.close();
});

async function voucherFor(call: ReturnType<typeof clientFor>, name = 'Voucher001') {
  const form = await call<UploadForm>('GET', '/admin/ossUpload?type=voucher');
  expect(form.status_code, form.msg).toBe(200);
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(
      form.data,
      { bytes: makePng(20, 10), name: '转账凭证.png', type: 'image/png' },
      {},
      name,
    ),
  });
  const body = res.json() as { status_code: number; data: { id: number } };
  expect(body.status_code).toBe(200);
  return body.data.id;
}

async function balanceOf(userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    balance: user!.balanceCents,
    recharged: user!.rechargeTotalCents,
    groupId: user!.groupId,
  };
}

describe(`offline recharge on ${testDbKind}`, () => {
  it('shows the bank account and the online methods', async () => {
    const { call } = await freshReseller(server.app, db, siteId, 'rc_settings');
    const settings = await call('GET', '/distribution/recharge/settings');
    expect(settings.data).toEqual({
      bank_account: {
        bank_name: '招商银行深圳分行',
        account_name: '深圳演示科技有限公司',
        account_no: '7559 0000 0000 0001',
      },
      online_methods: ['alipay'],
      min_amount: '1.00',
      max_amount: '100000.00',
    });
  });

  it('credits a voucher transfer once when an operator approves it, and the level rises', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'rc_offline');
    const fileId = await voucherFor(reseller.call, 'VoucherA01');
    const created = await reseller.call<RechargeRecord>('POST', '/distribution/recharge/offline', {
      amount: '1200.50',
      voucher_file_id: fileId,
      remark: '工行转账',
    });
    expect(created.status_code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ status: 'pending', amount: '1200.50', method: 'offline' });
    expect(created.data.voucher_url).toContain('/files/');
    expect((await balanceOf(reseller.user.id)).balance).toBe(0);

    const pending = await operator<{ data: AdminRechargeRecord[] }>(
      'GET',
      `/admin/recharge?status=pending&keyword=${reseller.user.username}`,
    );
    expect(pending.status_code, pending.msg).toBe(200);
    expect(pending.data.data.map((r) => r.id)).toEqual([created.data.id]);

    const approvals = await Promise.all(
      [1, 2, 3].map(() =>
        operator<AdminRechargeRecord>('POST', `/admin/recharge/${created.data.id}/approve`),
      ),
    );
    expect(approvals.every((a) => a.status_code === 200 && a.data.status === 'approved')).toBe(
      true,
    );
    // One of the three credited the balance; the other two say it was already handled.
    expect(approvals.map((a) => a.msg).sort()).toEqual([
      '已通过，余额已到账',
      '该充值已处理过，余额未重复入账',
      '该充值已处理过，余额未重复入账',
    ]);
    const after = await balanceOf(reseller.user.id);
    expect(after.balance).toBe(120050);
    expect(after.recharged).toBe(120050);
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, reseller.user.id));
    expect(ledger.filter((row) => row.kind === 'recharge')).toHaveLength(1);

    // 1200.50 yuan passes the silver threshold (1000 yuan): the dashboard reads the same numbers.
    const group = await reseller.call<GroupBalance>('GET', '/distribution/user/getGroupBalance');
    expect(group.data).toMatchObject({ level_name: '白银会员', recharge_balance: '1200.50' });
  });

  it('raises a level set by hand when the recharge reaches a higher threshold, never lowers it', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'rc_level');
    const levels = await db
      .select()
      .from(groups)
      .where(eq(groups.siteId, siteId))
      .orderBy(asc(groups.thresholdCents));
    await db.update(users).set({ groupId: levels[0]!.id }).where(eq(users.id, reseller.user.id));
    const approve = async (amount: string, name: string) => {
      const fileId = await voucherFor(reseller.call, name);
      const created = await reseller.call<RechargeRecord>(
        'POST',
        '/distribution/recharge/offline',
        {
          amount,
          voucher_file_id: fileId,
        },
      );
      await operator('POST', `/admin/recharge/${created.data.id}/approve`);
    };
    await approve('5000', 'VoucherL01');
    const top = levels[levels.length - 1]!;
    expect((await balanceOf(reseller.user.id)).groupId).toBe(top.id);
    const group = await reseller.call<GroupBalance>('GET', '/distribution/user/getGroupBalance');
    expect(group.data).toMatchObject({ level_name: top.levelName, next_group_level_balance: -1 });
    const [message] = await db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, reseller.user.id), eq(userMessages.type, 3)));
    expect(message!.description).toContain(`会员等级已升至「${top.levelName}」`);
    await approve('1', 'VoucherL02');
    expect((await balanceOf(reseller.user.id)).groupId).toBe(top.id);
  });

  it('rejects with a reason and credits nothing; approving a rejected one is refused', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'rc_reject');
    const fileId = await voucherFor(reseller.call, 'VoucherB01');
    const created = await reseller.call<RechargeRecord>('POST', '/distribution/recharge/offline', {
      amount: 50,
      voucher_file_id: fileId,
    });
    const rejected = await operator<AdminRechargeRecord>(
      'POST',
      `/admin/recharge/${created.data.id}/reject`,
      {
        reason: '凭证金额不符',
      },
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', reject_reason: '凭证金额不符' });
    const again = await operator('POST', `/admin/recharge/${created.data.id}/approve`);
    expect(again.status_code).toBe(409);
    expect((await balanceOf(reseller.user.id)).balance).toBe(0);
  });

  it("refuses another reseller's voucher, and answers another reseller's recharge as not found", async () => {
    const owner = await freshReseller(server.app, db, siteId, 'rc_owner');
    const other = await freshReseller(server.app, db, siteId, 'rc_other');
    const fileId = await voucherFor(owner.call, 'VoucherC01');
    const stolen = await other.call('POST', '/distribution/recharge/offline', {
      amount: 10,
      voucher_file_id: fileId,
    });
    expect(stolen.status_code).toBe(404);
    const mine = await owner.call<RechargeRecord>('POST', '/distribution/recharge/offline', {
      amount: 10,
      voucher_file_id: fileId,
    });
    expect((await other.call('GET', `/distribution/recharge/${mine.data.id}`)).status_code).toBe(
      404,
    );
    expect((await other.call('POST', `/admin/recharge/${mine.data.id}/approve`)).http).toBe(403);
  });
});

describe(`Alipay page pay on ${testDbKind}`, () => {
  async function startOnline(amount: string) {
    const reseller = await freshReseller(server.app, db, siteId, 'rc_alipay');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/req/distribution/recharge/online',
      headers: { authorization: `Bearer ${reseller.token}`, host },
      payload: { amount, method: 'alipay' },
    });
    const body = answer.json() as { status_code: number; msg: string; data: OnlineRecharge };
    expect(body.status_code, body.msg).toBe(200);
    const page = await alipay.open(body.data.pay_url);
    expect(page.body).toContain('支付宝');
    const trade = alipay.trades.get(body.data.recharge.recharge_no)!;
    expect(trade).toMatchObject({
      totalAmount: amount,
      notifyUrl: `http://${host}/req/api/payment/alipay/notify`,
    });
    return { reseller, recharge: body.data.recharge, trade };
  }

  it('sends a request the gateway accepts (RSA2 signed) and credits a verified notification once', async () => {
    const { reseller, recharge, trade } = await startOnline('88.80');
    expect(alipay.refused).toEqual([]);
    const notice = alipay.notification(trade.outTradeNo);
    expect(await alipay.notify(trade.notifyUrl, notice)).toBe('success');
    // Alipay resends until it reads success; each resend changes nothing.
    expect(await alipay.notify(trade.notifyUrl, notice)).toBe('success');
    expect(
      await alipay.notify(
        trade.notifyUrl,
        alipay.notification(trade.outTradeNo, { trade_status: 'TRADE_FINISHED' }),
      ),
    ).toBe('success');
    expect((await balanceOf(reseller.user.id)).balance).toBe(8880);
    const [row] = await db.select().from(recharges).where(eq(recharges.id, recharge.id));
    expect(row).toMatchObject({ status: 'paid', tradeNo: trade.tradeNo });
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, reseller.user.id));
    expect(ledger).toHaveLength(1);
  });

  it('changes nothing for a notification with a bad signature, a tampered amount or another key', async () => {
    const { reseller, recharge, trade } = await startOnline('66.00');
    const genuine = alipay.notification(trade.outTradeNo);
    const tampered = { ...genuine, total_amount: '6600.00' };
    const forged = alipay.sign({ ...genuine, sign: '', sign_type: '' }, 'stranger');
    const garbage = { ...genuine, sign: 'bm90IGEgc2lnbmF0dXJl' };
    const wrongType = { ...genuine, sign_type: 'RSA' };
    const wrongAmount = alipay.notification(trade.outTradeNo, { total_amount: '1.00' });
    for (const params of [tampered, forged, garbage, wrongType, wrongAmount])
      expect(await alipay.notify(trade.notifyUrl, params)).toBe('fail');
    expect((await balanceOf(reseller.user.id)).balance).toBe(0);
    const [row] = await db.select().from(recharges).where(eq(recharges.id, recharge.id));
    expect(row!.status).toBe('pending');
    expect(
      await db.select().from(walletLedger).where(eq(walletLedger.userId, reseller.user.id)),
    ).toHaveLength(0);
  });

  it('acknowledges a trade still waiting for payment without crediting it', async () => {
    const { reseller, trade } = await startOnline('10.00');
    const waiting = alipay.notification(trade.outTradeNo, { trade_status: 'WAIT_BUYER_PAY' });
    expect(await alipay.notify(trade.notifyUrl, waiting)).toBe('success');
    expect((await balanceOf(reseller.user.id)).balance).toBe(0);
    const closed = alipay.notification(trade.outTradeNo, { trade_status: 'TRADE_CLOSED' });
    expect(await alipay.notify(trade.notifyUrl, closed)).toBe('success');
    const mine = await reseller.call<{ data: RechargeRecord[] }>('GET', '/distribution/recharge');
    expect(mine.data.data[0]).toMatchObject({ status: 'closed', status_label: '已关闭' });
  });
});
