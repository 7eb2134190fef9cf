import { Button, Descriptions, Form, Input, Space } from 'antd';
import { orderReturns, type AdminOrderReturnDetail } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { ReturnDrawerFrame } from '../../pages/order-returns/ReturnDrawerFrame.js';
import { ReturnSummary } from '../../pages/order-returns/ReturnSummary.js';
import { useReturn } from '../../pages/order-returns/use-return.js';

type Decision = 'approve' | 'reject' | 'ask_info';

const DECISIONS: Record<Decision, { button: string; field: string; required: boolean }> = {
  approve: { button: '确认通过', field: '审核说明（选填）', required: false },
  reject: { button: '确认驳回', field: '驳回原因', required: true },
  ask_info: { button: '发送给用户', field: '需要补充的资料', required: true },
};

/** The form of one decision: a refund's amount (at most what may be refunded now) and the words. */
function DecisionForm(props: {
  request: AdminOrderReturnDetail;
  decision: Decision;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { request, decision } = props;
  const refund = decision === 'approve' && request.resolution !== 'reprint';
  const [busy, setBusy] = useState(false);
  const send = async (values: { amount?: string; note?: string }) => {
    setBusy(true);
    const note = values.note?.trim() ?? '';
    try {
      if (decision === 'approve')
        await orderReturns.adminApprove(client, request.id, {
          ...(refund && values.amount ? { amount: values.amount.trim() } : {}),
          ...(note ? { note } : {}),
        });
      else if (decision === 'reject')
        await orderReturns.adminReject(client, request.id, { reason: note });
      else await orderReturns.adminAskInfo(client, request.id, { note });
      props.onDone();
    } catch {
      // The notifier showed the server's message (over the cap, already decided …).
    } finally {
      setBusy(false);
    }
  };
  const defaultAmount = request.requested_amount ?? request.max_refund;
  return (
    <Form
      layout="vertical"
      className="order-return-decide"
      initialValues={refund ? { amount: defaultAmount } : {}}
      onFinish={(values) => void send(values)}
    >
      {refund ? (
        <Form.Item
          name="amount"
          label={`退款金额（元，最多 ${request.max_refund}）`}
          rules={[
            { required: true, message: '请填写退款金额' },
            { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: '金额最多两位小数' },
          ]}
        >
          <Input inputMode="decimal" aria-label="退款金额" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="note"
        label={DECISIONS[decision].field}
        rules={[
          {
            required: DECISIONS[decision].required,
            whitespace: true,
            message: `请填写${DECISIONS[decision].field}`,
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={1000} aria-label={DECISIONS[decision].field} />
      </Form.Item>
      <Space>
        <Button type="primary" danger={decision === 'reject'} htmlType="submit" loading={busy}>
          {DECISIONS[decision].button}
        </Button>
        <Button onClick={props.onCancel}>取消</Button>
      </Space>
    </Form>
  );
}

/** A request in the console: approve (a refund with its amount), reject with a reason, or ask for more. */
export function AdminReturnDrawer(props: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { failed, request, reload, can } = useReturn(props.id, (id) =>
    orderReturns.adminGet(client, id, { silent: true }),
  );
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const buttons: Array<{ decision: Decision; label: string }> = [
    { decision: 'approve', label: '审核通过' },
    { decision: 'ask_info', label: '要求补充资料' },
    { decision: 'reject', label: '驳回' },
  ];

  return (
    <ReturnDrawerFrame
      open={props.id !== null}
      onClose={() => {
        setDeciding(null);
        props.onClose();
      }}
      failed={failed}
      request={request}
      reload={reload}
    >
      {(request) => (
        <>
          <Space wrap className="work-order-actions">
            {buttons
              .filter((button) => can(button.decision))
              .map((button) => (
                <Button
                  key={button.decision}
                  type={button.decision === 'approve' ? 'primary' : 'default'}
                  danger={button.decision === 'reject'}
                  onClick={() => setDeciding(button.decision)}
                >
                  {button.label}
                </Button>
              ))}
          </Space>
          {deciding && can(deciding) ? (
            <DecisionForm
              key={deciding}
              request={request}
              decision={deciding}
              onCancel={() => setDeciding(null)}
              onDone={() => {
                setDeciding(null);
                reload();
                props.onChanged();
              }}
            />
          ) : null}
          <ReturnSummary
            detail={request}
            extra={
              <>
                <Descriptions.Item label="用户">{request.username}</Descriptions.Item>
                {can('approve') && request.resolution !== 'reprint' ? (
                  <Descriptions.Item label="最多可退">¥{request.max_refund}</Descriptions.Item>
                ) : null}
              </>
            }
          />
        </>
      )}
    </ReturnDrawerFrame>
  );
}
