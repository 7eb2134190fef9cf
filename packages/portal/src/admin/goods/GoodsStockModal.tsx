import { App, Button, Form, Input, InputNumber, Modal, Table } from 'antd';
import { goodsStock, randomName, type GoodsStockMovement } from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

const PAGE_SIZE = 10;

export interface StockTarget {
  goodsId: number;
  /** A SKU of the good, or null for the good's own stock. */
  skuId: number | null;
  /** What the stock is of, e.g. 帆布袋 / 颜色 米白. */
  label: string;
  stock: number;
}

interface AdjustValues {
  delta: number;
  reason: string;
}

/**
 * 库存流水 of a good or a SKU, with the 调整库存 form above it: stock moves only by an adjustment
 * with its reason, one ledger row each, never below zero.
 */
export function GoodsStockModal(props: {
  target: StockTarget;
  onAdjusted: (stock: number) => void;
  onClose: () => void;
}) {
  const { target } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustValues>();
  const [stock, setStock] = useState(target.stock);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // One key per adjustment typed: a double click or a retry after a lost answer adjusts once.
  const [key, setKey] = useState(() => randomName());
  const [saving, setSaving] = useState(false);
  const query = { page, page_size: PAGE_SIZE, ...(target.skuId ? { sku_id: target.skuId } : {}) };
  const list = useRemote(
    () => goodsStock.listGoodsStockMovements(client, target.goodsId, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  async function adjust(values: AdjustValues) {
    setSaving(true);
    try {
      const movement = await goodsStock.adjustGoodsStock(client, target.goodsId, {
        sku_id: target.skuId,
        delta: values.delta,
        reason: values.reason.trim(),
        idempotency_key: key,
      });
      setStock(movement.quantity_after);
      props.onAdjusted(movement.quantity_after);
      setKey(randomName());
      form.resetFields();
      setPage(1);
      setAttempt((n) => n + 1);
      void message.success('库存已调整');
    } catch {
      // The client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`库存：${target.label}`}
      footer={null}
      onCancel={props.onClose}
      width={760}
      destroyOnHidden
    >
      <p className="goods-stock-now">
        当前库存 <strong>{stock}</strong> 件
      </p>
      <Form<AdjustValues>
        form={form}
        layout="inline"
        onFinish={(values) => void adjust(values)}
        className="goods-stock-adjust"
      >
        <Form.Item
          name="delta"
          label="调整数量"
          tooltip="入库填正数，出库填负数"
          rules={[
            { required: true, message: '请填写调整数量' },
            {
              validator: (_, value) =>
                value === 0 ? Promise.reject(new Error('调整数量不能为 0')) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber precision={0} max={100_000_000} placeholder="如 20 或 -3" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="调整原因"
          rules={[
            { required: true, whitespace: true, message: '请填写调整原因' },
            { max: 200, message: '调整原因最多 200 个字' },
          ]}
        >
          <Input maxLength={200} placeholder="如 到货入库、盘点损耗" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            确认调整
          </Button>
        </Form.Item>
      </Form>
      {list.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Table<GoodsStockMovement>
          rowKey="id"
          size="small"
          {...pagedTable(list, page, PAGE_SIZE, setPage, '条')}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '还没有库存流水' }}
          columns={[
            timeColumn('时间', 'created_at', 150),
            { title: '类型', dataIndex: 'kind_label' },
            {
              title: '变动',
              dataIndex: 'delta',
              render: (delta: number) => (delta > 0 ? `+${delta}` : String(delta)),
            },
            { title: '结余', dataIndex: 'quantity_after' },
            { title: '说明', dataIndex: 'description' },
            { title: '操作人', dataIndex: 'actor_name', render: (name: string) => name || '系统' },
          ]}
        />
      )}
    </Modal>
  );
}
