import { Alert, Button, Descriptions, Empty, Select, Space, Table } from 'antd';
import { temuHosted, type MadeFile, type TemuShipOrder } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { MadeFileLink } from '../sku/sku-columns.js';
import { BoxEditor, boxDraftOf, type BoxDraft } from './BoxEditor.js';
import '../cart/shop.css';
import './temu-hosted.css';

/** temuBox (Temu 装箱): a ship order's boxes, packed before sending and labelled after. */
export default function TemuBoxPage() {
  const [search, setSearch] = useSearchParams();
  const shipOrderId = Number(search.get('ship_order_id')) || undefined;
  const [attempt, setAttempt] = useState(0);
  const [boxes, setBoxes] = useState<BoxDraft>([]);
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<MadeFile | null>(null);
  const [printing, setPrinting] = useState(false);
  const choices = useRemote(
    () => temuHosted.listShipOrders(client, { page: 1, page_size: 100 }, { silent: true }),
    `choices#${attempt}`,
  );
  const ship = useRemote<TemuShipOrder | null>(
    () =>
      shipOrderId
        ? temuHosted.getShipOrder(client, shipOrderId, { silent: true })
        : Promise.resolve(null),
    `${shipOrderId}#${attempt}`,
  );
  const current = ship.state === 'done' ? ship.data : null;
  useEffect(() => {
    if (current) setBoxes(boxDraftOf(current));
    setMade(null);
  }, [current]);
  const reload = () => setAttempt((n) => n + 1);
  if (choices.state === 'failed' || ship.state === 'failed')
    return <Unreachable onRetry={reload} />;

  async function save(order: TemuShipOrder) {
    setSaving(true);
    try {
      await temuHosted.saveBoxes(client, order.id, {
        boxes: boxes.map((box) => ({
          items: Object.entries(box)
            .map(([line, quantity]) => ({ line_id: Number(line), quantity }))
            .filter((item) => item.quantity > 0),
        })),
      });
      reload();
    } finally {
      setSaving(false);
    }
  }

  async function print(order: TemuShipOrder) {
    setPrinting(true);
    try {
      setMade(await temuHosted.makeBoxLabels(client, order.id));
    } finally {
      setPrinting(false);
    }
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">Temu 装箱</h2>
      <div className="shop-filters">
        <Select
          showSearch
          placeholder="选择发货单"
          style={{ width: 320 }}
          value={shipOrderId}
          optionFilterProp="label"
          options={(choices.state === 'done' ? choices.data.data : []).map((s) => ({
            value: s.id,
            label: `${s.delivery_order_sn ?? `草稿 #${s.id}`} · ${s.sub_purchase_order_sn}`,
          }))}
          onChange={(value) => setSearch({ ship_order_id: String(value) })}
        />
      </div>
      {!current ? (
        <Empty description="请选择一张发货单；发货单在“Temu 采购单”中创建" />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="发货单">
              {current.delivery_order_sn ?? '未发送'}
            </Descriptions.Item>
            <Descriptions.Item label="采购单">{current.sub_purchase_order_sn}</Descriptions.Item>
            <Descriptions.Item label="商品">{current.product_name}</Descriptions.Item>
            <Descriptions.Item label="收货仓">{current.warehouse_name || '-'}</Descriptions.Item>
          </Descriptions>
          {current.status === 'draft' ? (
            <>
              <Alert
                type="info"
                showIcon
                title="每箱在 Temu 是一个包裹；各箱数量之和须等于发货数量。装好后在“Temu 发货单”中发送到 Temu，再回来打印箱唛。"
              />
              <BoxEditor ship={current} boxes={boxes} onChange={setBoxes} />
              <Permission name="create">
                <Button type="primary" loading={saving} onClick={() => void save(current)}>
                  保存装箱
                </Button>
              </Permission>
            </>
          ) : (
            <>
              <Table
                rowKey="box_no"
                size="small"
                pagination={false}
                dataSource={current.boxes}
                scroll={{ x: 480 }}
                columns={[
                  { title: '箱号', dataIndex: 'box_no', width: 70 },
                  { title: 'Temu 包裹号', dataIndex: 'package_sn', width: 180 },
                  {
                    title: '内含',
                    render: (_, box) =>
                      box.items
                        .map((item) => {
                          const line = current.lines.find((l) => l.id === item.line_id);
                          return `${line?.spec || line?.sku_code} × ${item.quantity}`;
                        })
                        .join('，'),
                  },
                ]}
              />
              <Alert
                type="info"
                showIcon
                title={
                  current.status === 'shipped'
                    ? `已装箱发货${current.temu_status_label ? `，Temu：${current.temu_status_label}` : ''}`
                    : '打印箱唛贴在各箱外，再在“Temu 发货单”中装箱发货（填写快递公司和单号，或自送）。'
                }
              />
              <Permission name="print">
                <Button type="primary" loading={printing} onClick={() => void print(current)}>
                  打印箱唛（PDF）
                </Button>
              </Permission>
              {made ? (
                <Alert
                  type="success"
                  showIcon
                  title={
                    <span>
                      箱唛已生成（链接一小时内有效）：
                      <MadeFileLink file={made} />
                    </span>
                  }
                />
              ) : null}
            </>
          )}
        </Space>
      )}
    </div>
  );
}
