import { Button, Drawer, Popconfirm, Skeleton, Space } from 'antd';
import { workOrders } from '@podkit/sdk-core';
import { Unreachable } from '../../components/Unreachable.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { drawerSize } from './drawer-size.js';
import { useTicket } from './use-ticket.js';
import { WorkOrderSummary } from './WorkOrderSummary.js';
import { WorkOrderThread } from './WorkOrderThread.js';

/**
 * One of the reseller's tickets: what it is about, the conversation (opening it reads the
 * operators' replies) and the moves the state and the role's buttons allow.
 */
export function WorkOrderDrawer(props: {
  id: number | null;
  onClose: () => void;
  /** Something changed (a reply, a move, replies read): the list should read again. */
  onChanged: () => void;
}) {
  const canReply = usePermission('reply');
  const canConfirm = usePermission('confirm');
  const canClose = usePermission('close');
  const { failed, ticket, reload, can } = useTicket(
    props.id,
    (id) => workOrders.get(client, id, { silent: true }),
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
            {can('confirm') && canConfirm ? (
              <Button
                type="primary"
                onClick={() => void run(workOrders.confirm(client, ticket.id))}
              >
                确认已解决
              </Button>
            ) : null}
            {can('close') && canClose ? (
              <Popconfirm
                title="关闭这个工单？"
                description="关闭后不能再回复"
                okText="关闭工单"
                cancelText="取消"
                onConfirm={() => run(workOrders.close(client, ticket.id))}
              >
                <Button danger>关闭工单</Button>
              </Popconfirm>
            ) : null}
          </Space>
          <WorkOrderSummary detail={ticket} />
          <h3 className="work-order-heading">沟通记录</h3>
          <WorkOrderThread
            detail={ticket}
            side="reseller"
            {...(can('reply') && canReply
              ? {
                  onReply: (body) => workOrders.reply(client, ticket.id, body).then(reload),
                }
              : {})}
          />
        </div>
      )}
    </Drawer>
  );
}
