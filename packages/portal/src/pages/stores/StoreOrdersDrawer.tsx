import { Button, Drawer, Table, Tag } from 'antd';
import { orders, type Order, type Store } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { SkuMappingDialog } from './SkuMappingDialog.js';
import { serverPages } from '../../components/paged-table.js';

const PAGE_SIZE = 10;

/** A store's orders waiting for payment; those with unmapped lines open the SKU-mapping dialog. */
export function StoreOrdersDrawer({
  store,
  onClose,
}: {
  store: Store | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [mapping, setMapping] = useState<number | null>(null);
  const list = useRemote(
    () =>
      store
        ? orders.listOrders(
            client,
            { store_id: store.id, status: 'pending_payment', page, page_size: PAGE_SIZE },
            { silent: true },
          )
        : Promise.resolve(null),
    `${store?.id}#${page}#${attempt}`,
  );

  return (
    <Drawer
      open={store !== null}
      onClose={onClose}
      title={store ? `${store.name} 的待付款订单` : ''}
      size={720}
      destroyOnHidden
    >
      {list.state === 'failed' ? (
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Table<Order>
          rowKey="id"
          size="small"
          loading={list.state === 'loading'}
          dataSource={list.state === 'done' ? (list.data?.data ?? []) : []}
          scroll={{ x: 'max-content' }}
          pagination={serverPages(
            page,
            PAGE_SIZE,
            list.state === 'done' ? (list.data?.total ?? 0) : 0,
            setPage,
            '单',
          )}
          columns={[
            {
              title: '店铺订单',
              dataIndex: 'platform_order_name',
              render: (name: string | null, row) => name ?? row.platform_order_id ?? row.order_no,
            },
            {
              title: '收件人',
              dataIndex: ['address', 'recipient_name'],
              responsive: ['sm'],
            },
            {
              title: 'SKU',
              dataIndex: 'mapping_state',
              render: (state: Order['mapping_state'], row) =>
                state === 'unmapped' ? (
                  <Button size="small" type="primary" danger onClick={() => setMapping(row.id)}>
                    映射 SKU
                  </Button>
                ) : (
                  <Tag color="success">已映射</Tag>
                ),
            },
            { title: '应付', dataIndex: 'total', render: (total: string) => `¥${total}` },
            {
              title: '导入时间',
              dataIndex: 'created_at',
              responsive: ['md'],
              render: (iso: string) => formatDateTime(iso),
            },
          ]}
        />
      )}
      <SkuMappingDialog
        orderId={mapping}
        onClose={() => setMapping(null)}
        onMapped={() => setAttempt((n) => n + 1)}
      />
    </Drawer>
  );
}
