import { Button, Descriptions, Drawer, Popconfirm, Skeleton, Space } from 'antd';
import { workOrders } from '@podkit/sdk-core';
import { Unreachable } from '../../components/Unreachable.js';
import { client } from '../../sdk/client.js';
import { drawerSize } from '../../pages/work-orders/drawer-size.js';
import { WorkOrderSummary } from '../../pages/work-orders/WorkOrderSummary.js';
import { WorkOrderThread } from '../../pages/work-orders/WorkOrderThread.js';
import { useTicket } from '../../pages/work-orders/use-ticket.js';

/** A ticket in the console: take it, answer, ask the reseller to confirm, or close it. */
export function AdminWorkOrderDrawer(props: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { failed, ticket, reload, can } = useTicket(
    props.id,
    (id) => workOrders.adminGet(client, id, { silent: true }),
    props.onChanged,
  );
  const run = (action: Promise<unknown>) => action.then(reload, () => undefined);

  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      title={ticket ? `工单 ${ticket.ticket_no}` : '工单'}
      size={drawerSize()}
      destroyOnHidden
    >
      {failed ? (
        <Unreachable onRetry={reload} />
      ) : !ticket ? (
        <Skeleton active />
      ) : (
        <div className="work-order-detail">
          <Space wrap className="work-order-actions">
            {can('take') ? (
              <Button onClick={() => void run(workOrders.adminTake(client, ticket.id))}>
                受理
              </Button>
            ) : null}
            {can('ask_confirm') ? (
              <Popconfirm
                title="问题已处理，请用户确认？"
                okText="请用户确认"
                cancelText="取消"
                onConfirm={() => run(workOrders.adminAskConfirm(client, ticket.id))}
              >
                <Button type="primary">请用户确认</Button>
              </Popconfirm>
            ) : null}
            {can('close') ? (
              <Popconfirm
                title="关闭这个工单？"
                okText="关闭工单"
                cancelText="取消"
                onConfirm={() => run(workOrders.adminClose(client, ticket.id))}
              >
                <Button danger>关闭</Button>
              </Popconfirm>
            ) : null}
          </Space>
          <WorkOrderSummary
            detail={ticket}
            extra={<Descriptions.Item label="用户">{ticket.username}</Descriptions.Item>}
          />
          <h3 className="work-order-heading">沟通记录</h3>
          <WorkOrderThread
            detail={ticket}
            side="operator"
            {...(can('reply')
              ? {
                  onReply: (body) => workOrders.adminReply(client, ticket.id, body).then(reload),
                }
              : {})}
          />
        </div>
      )}
    </Drawer>
  );
}
