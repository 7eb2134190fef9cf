import { Input, Modal } from 'antd';
import { useState } from 'react';

/** Asks for the reason of a refusal (shown to the reseller); OK stays off while it is blank. */
export function RejectReasonModal({
  title,
  placeholder = '驳回原因（用户可见）',
  onCancel,
  onReject,
}: {
  title: string;
  placeholder?: string;
  onCancel: () => void;
  /** Resolves when the refusal is saved; the modal stays open when it rejects. */
  onReject: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={title}
      okText="驳回"
      okButtonProps={{ danger: true, disabled: !reason.trim() }}
      cancelText="取消"
      onCancel={onCancel}
      onOk={() => onReject(reason.trim())}
    >
      <Input.TextArea
        rows={3}
        maxLength={200}
        placeholder={placeholder}
        aria-label="驳回原因"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
