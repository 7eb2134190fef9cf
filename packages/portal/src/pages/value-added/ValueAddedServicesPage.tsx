import { Button, Card, Table } from 'antd';
import { valueAddedServices, type ServiceOrder } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { screenPath } from '../catalog/screen-path.js';
import '../cart/shop.css';
import './value-added.css';

const PAGE_SIZE = 10;

/**
 * valueAddedServices (增值服务): each service with the operators' prices and a way in, and the
 * reseller's orders of every service, each opening on its service's screen.
 */
export default function ValueAddedServicesPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const catalogue = useRemote(
    () => valueAddedServices.catalogue(client, { silent: true }),
    attempt,
  );
  const orders = useRemote(
    () => valueAddedServices.orders(client, { page, page_size: PAGE_SIZE }, { silent: true }),
    `${page}#${attempt}`,
  );
  if (catalogue.state === 'failed' || orders.state === 'failed')
    return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  const components = new Map(
    catalogue.state === 'done' ? catalogue.data.map((entry) => [entry.kind, entry.component]) : [],
  );

  return (
    <div className="shop-page">
      <h2 className="page-title">增值服务</h2>
      <div className="service-cards">
        {(catalogue.state === 'done' ? catalogue.data : []).map((service) => (
          <Card
            key={service.kind}
            title={service.name}
            actions={[
              <Button
                key="open"
                type="link"
                onClick={() => navigate(screenPath(service.component))}
                aria-label={`进入${service.name}`}
              >
                进入{service.name}
              </Button>,
            ]}
          >
            <p className="work-order-muted">{service.description}</p>
            {service.items.length > 0 ? (
              <ul className="service-card-items">
                {service.items.map((item) => (
                  <li key={item.id}>
                    <span>{item.name}</span>
                    <strong>¥{item.price}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        ))}
      </div>
      <h3>我的服务订单</h3>
      <Table<ServiceOrder>
        rowKey="id"
        size="small"
        {...pagedTable(orders, page, PAGE_SIZE, setPage, '单')}
        scroll={{ x: 720 }}
        locale={{ emptyText: '还没有服务订单' }}
        columns={[
          { title: '服务', dataIndex: 'kind_label', width: 90 },
          { title: '订单号', dataIndex: 'order_no', width: 170 },
          { title: '项目', dataIndex: 'title', ellipsis: true },
          { title: '金额', dataIndex: 'amount', width: 90, render: (v: string) => `¥${v}` },
          { title: '状态', dataIndex: 'status_label', width: 90 },
          timeColumn('下单时间', 'created_at'),
          {
            title: '操作',
            key: 'open',
            width: 80,
            render: (_: unknown, row) => (
              <Button
                size="small"
                onClick={() =>
                  navigate(screenPath(components.get(row.kind) ?? '', { id: row.reference_id }))
                }
              >
                查看
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
