import { App, Button, Card, Input, InputNumber, Select, Table } from 'antd';
import { catalogAdmin, user, type AdminBasicProduct, type PrivilegePrice } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';
import { privilegeInput, privilegeRows, type PrivilegeRow } from './blank-form.js';

/** Each group level's price of the blank: none (list price), a discount, or a fixed price. */
export function PrivilegePricesCard({
  blank,
  onSaved,
}: {
  blank: AdminBasicProduct;
  onSaved: (prices: PrivilegePrice[]) => void;
}) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<PrivilegeRow[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    user.listGroups(client, { silent: true }).then(
      (groups) =>
        setRows(
          privilegeRows(
            [...groups].sort((a, b) => a.sort - b.sort),
            blank.privilege_prices,
          ),
        ),
      () => setRows([]),
    );
  }, [blank.privilege_prices]);

  const update = (groupId: number, change: Partial<PrivilegeRow>) =>
    setRows((current) =>
      (current ?? []).map((row) => (row.group_id === groupId ? { ...row, ...change } : row)),
    );

  const save = async () => {
    const result = privilegeInput(rows ?? []);
    if (!result.ok) {
      message.error(result.message);
      return;
    }
    setSaving(true);
    try {
      onSaved(await catalogAdmin.setPrivilegePrices(client, blank.id, result.prices));
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title="等级特权价"
      size="small"
      extra={
        <Button type="primary" size="small" loading={saving} onClick={save} disabled={!rows}>
          保存特权价
        </Button>
      }
    >
      <div className="admin-help">
        折扣按每个颜色×尺码的标价计算（如 88 表示 88 折）；固定价替代基础价，尺码加价照加。
      </div>
      <Table<PrivilegeRow>
        size="small"
        rowKey="group_id"
        loading={rows === null}
        pagination={false}
        dataSource={rows ?? []}
        columns={[
          { title: '等级', dataIndex: 'level_name' },
          {
            title: '方式',
            dataIndex: 'mode',
            render: (mode: PrivilegeRow['mode'], row) => (
              <Select
                value={mode}
                style={{ width: 110 }}
                aria-label={`${row.level_name} 定价方式`}
                options={[
                  { value: 'none', label: '按标价' },
                  { value: 'percent', label: '折扣' },
                  { value: 'fixed', label: '固定价' },
                ]}
                onChange={(next) => update(row.group_id, { mode: next })}
              />
            ),
          },
          {
            title: '数值',
            key: 'value',
            render: (_, row) =>
              row.mode === 'percent' ? (
                <InputNumber
                  value={row.discount_percent}
                  min={0.01}
                  max={100}
                  precision={2}
                  suffix="%"
                  aria-label={`${row.level_name} 折扣`}
                  onChange={(value) => update(row.group_id, { discount_percent: value })}
                />
              ) : row.mode === 'fixed' ? (
                <Input
                  value={row.fixed_price ?? ''}
                  prefix="¥"
                  style={{ width: 140 }}
                  aria-label={`${row.level_name} 固定价`}
                  onChange={(event) => update(row.group_id, { fixed_price: event.target.value })}
                />
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
