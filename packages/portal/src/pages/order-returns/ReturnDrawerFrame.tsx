import { Drawer, Skeleton } from 'antd';
import type { OrderReturnDetail } from '@podkit/sdk-core';
import type { ReactNode } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { drawerSize } from '../work-orders/drawer-size.js';
import { ReturnHistory } from './ReturnSummary.js';

/**
 * The drawer a request opens in (the reseller's and the console's): its number as the title,
 * a retry when it failed to load, then what the side may do and see, then the history.
 */
export function ReturnDrawerFrame<T extends OrderReturnDetail>(props: {
  open: boolean;
  onClose: () => void;
  failed: boolean;
  request: T | null;
  reload: () => void;
  children: (request: T) => ReactNode;
}) {
  const { request } = props;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={request ? `退货申请 ${request.return_no}` : '退货申请'}
      size={drawerSize()}
      destroyOnHidden
    >
      {props.failed ? (
        <Unreachable onRetry={props.reload} />
      ) : !request ? (
        <Skeleton active />
      ) : (
        <div className="work-order-detail">
          {props.children(request)}
          <h3 className="work-order-heading">处理记录</h3>
          <ReturnHistory detail={request} />
        </div>
      )}
    </Drawer>
  );
}
