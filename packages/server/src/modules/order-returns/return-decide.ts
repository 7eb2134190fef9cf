import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { yuanToCents } from '../catalog/index.js';
import { sendUserMessage } from '../messages/index.js';
import {
  addOrderRefund,
  createReplacementOrder,
  orderInScope,
  orderLinesOf,
  sendTradeMessage,
} from '../orders/index.js';
import { reverseOrderMarkup } from '../sub-sites/index.js';
import { changeBalance } from '../wallet/index.js';
import { lockReturn, saveStep } from './return-apply.js';
import { refundCap } from './returnable.js';
import type { OrderReturnRow } from './schema.js';
import { assertAllowed } from './state-machine.js';

/** The operator deciding, on their site. */
export interface Decider {
  siteId: number;
  userId: number;
  name: string;
  timeZone: string;
}

const MAX_NOTE = 1000;

/** What the reseller reads in the message center (an order message) when an operator decides. */
function tell(tx: DbExecutor, row: OrderReturnRow, text: string) {
  return sendUserMessage(tx, {
    siteId: row.siteId,
    userId: row.userId,
    type: 2,
    description: `退货申请 ${row.returnNo}（订单 ${row.orderNo}）${text}`,
  });
}

const operatorStep = (decider: Decider, note: string) => ({
  author: 'operator' as const,
  authorUserId: decider.userId,
  authorName: decider.name,
  note,
  photos: [],
});

/**
 * Approves a request, in one transaction with the request and its order locked. A refund gives
 * the amount back to the balance as one ledger row (key `order-return:<id>`), never more than was
 * paid for the lines nor than the order has left after earlier refunds; a reprint creates a free
 * replacement order linked to the original. A sub-site customer's refund also takes the refunded
 * share of the markup back from the owner. The request is then final, so approving it again is
 * refused and adds nothing.
 */
export async function approveReturn(
  db: Db,
  decider: Decider,
  id: number,
  input: { amount?: string | number; note?: string },
): Promise<OrderReturnRow> {
  const note = (input.note ?? '').trim().slice(0, MAX_NOTE);
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, { siteId: decider.siteId }, id);
    assertAllowed('operator', 'approve', row.status);
    const order = await orderInScope(tx, { siteId: decider.siteId }, row.orderId, { lock: true });
    if (!order) throw conflict(`订单 ${row.orderNo} 已不存在，不能审核通过`);
    if (row.resolution === 'reprint') {
      const items = new Map((await orderLinesOf(tx, order.id)).map((item) => [item.id, item]));
      const replacement = await createReplacementOrder(
        tx,
        order,
        row.lines.map((line) => ({ item: items.get(line.orderItemId)!, quantity: line.quantity })),
        {
          idempotencyKey: `reprint:${row.id}`,
          timeZone: decider.timeZone,
          note: `订单 ${order.orderNo} 退货申请 ${row.returnNo} 的重新印制`,
        },
      );
      const approved = await saveStep(tx, row, 'approve', {
        ...operatorStep(decider, note || `已免费重新印制，补发订单 ${replacement.orderNo}`),
        extra: {
          replacementOrderId: replacement.id,
          replacementOrderNo: replacement.orderNo,
          operatorNote: note,
          decidedBy: decider.userId,
          decidedAt: new Date(),
        },
      });
      await tell(tx, row, `已通过：免费重新印制，补发订单 ${replacement.orderNo}`);
      return approved;
    }
    const { cap, linesPaid, left } = refundCap(order, await orderLinesOf(tx, order.id), row.lines);
    const asked =
      input.amount !== undefined && input.amount !== ''
        ? yuanToCents(input.amount, '退款金额（amount）')
        : row.resolution === 'refund'
          ? cap
          : row.requestedAmountCents;
    if (asked === null) throw invalid('部分退款请填写退款金额（amount）');
    if (cap <= 0)
      throw conflict(
        `订单 ${order.orderNo} 已无可退金额（订单实付 ${formatCents(order.totalCents)} 元已全部退款）`,
      );
    if (asked <= 0) throw invalid('退款金额须大于 0');
    if (asked > cap)
      throw invalid(
        `退款金额不能超过 ${formatCents(cap)} 元（所退商品实付 ${formatCents(linesPaid)} 元，订单尚可退 ${formatCents(left)} 元）`,
      );
    const { replayed } = await changeBalance(tx, {
      siteId: row.siteId,
      userId: row.userId,
      kind: 'refund',
      amountCents: asked,
      description: `退货申请 ${row.returnNo} 退款（订单 ${order.orderNo}）`,
      reference: { type: 'order', id: order.id },
      idempotencyKey: `order-return:${row.id}`,
      actorUserId: decider.userId,
    });
    if (!replayed) {
      const refunded = await addOrderRefund(tx, order, asked);
      // A sub-site customer's order: the owner gives back the refunded share of its markup.
      await reverseOrderMarkup(tx, refunded, {
        key: `order-return:${row.id}`,
        refundCents: asked,
        actorUserId: decider.userId,
      });
    }
    const amount = formatCents(asked);
    const approved = await saveStep(tx, row, 'approve', {
      ...operatorStep(decider, note || `退款 ${amount} 元已退回余额`),
      extra: {
        approvedAmountCents: asked,
        operatorNote: note,
        decidedBy: decider.userId,
        decidedAt: new Date(),
      },
    });
    await sendTradeMessage(tx, order, `退货申请 ${row.returnNo} 退款 ${amount} 元已退回余额。`);
    await tell(tx, row, `已通过：退款 ${amount} 元已退回余额${note ? `（${note}）` : ''}`);
    return approved;
  });
}

/** Rejects a request with the reason the reseller reads. */
export function rejectReturn(db: Db, decider: Decider, id: number, reason: string) {
  const text = reason.trim();
  if (!text) throw invalid('请填写驳回原因（reason）');
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, { siteId: decider.siteId }, id);
    assertAllowed('operator', 'reject', row.status);
    const rejected = await saveStep(tx, row, 'reject', {
      ...operatorStep(decider, text),
      extra: { operatorNote: text, decidedBy: decider.userId, decidedAt: new Date() },
    });
    await tell(tx, row, `已被驳回：${text}`);
    return rejected;
  });
}

/** Asks the reseller for more details or photos; the request waits in 待补充资料. */
export function askForInfo(db: Db, decider: Decider, id: number, note: string) {
  const text = note.trim();
  if (!text) throw invalid('请写明需要补充的资料（note）');
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, { siteId: decider.siteId }, id);
    assertAllowed('operator', 'ask_info', row.status);
    const asked = await saveStep(tx, row, 'ask_info', {
      ...operatorStep(decider, text),
      extra: { operatorNote: text },
    });
    await tell(tx, row, `需要补充资料：${text}。请在「退货申请」中补充后重新提交`);
    return asked;
  });
}
