import { Descriptions, Image, List, Skeleton, Space, Timeline } from 'antd';
import { orderAdmin } from '@podkit/sdk-core';
import { formatDateTime } from '../../components/format-date.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { addressLine } from '../../pages/addresses/AddressFormModal.js';
import { AdminOrderAfterSales } from './AdminOrderAfterSales.js';

const ACTOR: Record<string, string> = { reseller: '用户', operator: '运营', system: '系统' };

/** An opened console order row: items with mockups and print files, address and history. */
export function AdminOrderDetail({ orderId }: { orderId: number }) {
  const detail = useRemote(() => orderAdmin.get(client, orderId, { silent: true }), orderId);
  if (detail.state === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (detail.state === 'failed') return <span className="admin-help">订单详情加载失败</span>;
  const order = detail.data;
  const address = order.address;
  return (
    <div className="admin-grid">
      <List
        size="small"
        dataSource={order.items}
        renderItem={(item) => (
          <List.Item>
            <Space align="start">
              {item.image_url ? (
                <Image
                  src={item.image_url}
                  width={64}
                  height={64}
                  alt={item.mockup_url ? `${item.name} 效果图` : item.name}
                />
              ) : null}
              <div>
                <div>
                  {item.name} <span className="admin-help">{item.sku_text}</span>
                </div>
                <div className="admin-help">
                  ¥{item.unit_price} × {item.quantity}
                </div>
                <Space wrap size={8}>
                  {item.print_files.map((file) =>
                    file.url ? (
                      <a key={file.view_id} href={file.url} target="_blank" rel="noreferrer">
                        {file.view_name}
                      </a>
                    ) : (
                      <span key={file.view_id} className="admin-help">
                        {file.view_name}（{file.status === 'failed' ? '生成失败' : '生成中'}）
                      </span>
                    ),
                  )}
                </Space>
              </div>
            </Space>
          </List.Item>
        )}
      />
      <div>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'address',
              label: '收货地址',
              children: `${address.recipient_name} ${address.phone}，${addressLine(address)}`,
            },
            { key: 'logistics', label: '配送方式', children: order.logistics_name },
            ...(order.packaging_name
              ? [{ key: 'packaging', label: '包装模板', children: order.packaging_name }]
              : []),
            {
              key: 'money',
              label: '金额',
              children: `商品 ¥${order.goods_amount} + 运费 ¥${order.shipping_fee}${order.packaging_fee !== '0.00' ? ` + 包装费 ¥${order.packaging_fee}` : ''} − 优惠 ¥${order.discount} = ¥${order.total}${order.refund_amount !== '0.00' ? `（已退款 ¥${order.refund_amount}）` : ''}`,
            },
            {
              key: 'afterSales',
              label: '售后',
              children: <AdminOrderAfterSales orderId={order.id} />,
            },
          ]}
        />
        <Timeline
          items={order.events.map((event) => ({
            key: event.id,
            content: `${formatDateTime(event.created_at)} ${event.event_label}（${ACTOR[event.actor_kind] ?? event.actor_kind}）`,
          }))}
        />
      </div>
    </div>
  );
}
