import { Button, Space, Table, Tag } from 'antd';
import { priceTemplates, type PriceTemplate } from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission, usePermission } from '../../workbench/permission.js';
import { RowActions } from '../../components/RowActions.js';
import { CurrencyRatesCard } from './CurrencyRatesCard.js';
import { PriceTemplateModal } from './PriceTemplateModal.js';
import { formulaText, roundingLabel } from './rounding.js';
import '../cart/shop.css';
import './publishing.css';

const PAGE_SIZE = 20;

/**
 * amountTemplate (价格模板): how a listing's prices follow from what the reseller pays, per
 * marketplace currency. Product templates name one; the default one serves the rest.
 */
export default function AmountTemplatePage() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<PriceTemplate | 'new' | null>(null);
  const refresh = () => setAttempt((n) => n + 1);
  const canEdit = usePermission('edit');
  const canDelete = usePermission('delete');
  const list = useRemote(
    () => priceTemplates.list(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  const rates = useRemote(() => priceTemplates.rates(client, { silent: true }), attempt);
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  const currencies = rates.state === 'done' ? rates.data.rates.map((rate) => rate.currency) : [];

  async function remove(template: PriceTemplate) {
    try {
      await priceTemplates.remove(client, template.id);
    } catch {
      // The client shows the server's message.
    }
    refresh();
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">价格模板</h2>
      <p className="shop-muted">
        售价 = 成本 × 汇率 × 倍数 + 加价，再按尾数规则取整。成本是你在本站下单的价格（人民币）。
      </p>
      <CurrencyRatesCard onSaved={refresh} />
      <div className="shop-filters">
        <Permission name="add">
          <Button type="primary" onClick={() => setEditing('new')}>
            新建价格模板
          </Button>
        </Permission>
      </div>
      <Table<PriceTemplate>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 760 }}
        locale={{ emptyText: '还没有价格模板' }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space>
                {name}
                {row.is_default && <Tag color="green">默认</Tag>}
              </Space>
            ),
          },
          { title: '定价公式', key: 'formula', render: (_, row) => formulaText(row) },
          {
            title: '尾数',
            dataIndex: 'rounding',
            width: 200,
            render: (value: PriceTemplate['rounding']) => roundingLabel(value),
          },
          timeColumn('更新时间', 'updated_at'),
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, row) => (
              <RowActions
                name={row.name}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => setEditing(row)}
                onDelete={() => void remove(row)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <PriceTemplateModal
          template={editing === 'new' ? undefined : editing}
          currencies={currencies}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}
