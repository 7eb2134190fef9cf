import { Alert, Button, Input, Popconfirm, Space } from 'antd';
import { orderReturns, type StoredFile } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { AttachmentUpload } from '../work-orders/AttachmentUpload.js';
import { ReturnDrawerFrame } from './ReturnDrawerFrame.js';
import { ReturnSummary } from './ReturnSummary.js';
import { useReturn } from './use-return.js';

/** The reseller's answer to 待补充资料: more words and photos, then back to review. */
function ResubmitForm(props: { onSend: (note: string, photos: StoredFile[]) => Promise<unknown> }) {
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await props.onSend(note.trim(), photos);
    } catch {
      // The notifier showed the server's message; the draft stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" className="work-order-reply">
      <Input.TextArea
        aria-label="补充说明"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="按平台要求补充说明"
      />
      <div className="work-order-reply-bar">
        <AttachmentUpload value={photos} onChange={setPhotos} label="补充图片" />
        <Button type="primary" loading={busy} disabled={!note.trim()} onClick={() => void send()}>
          补充并重新提交
        </Button>
      </div>
    </Space>
  );
}

/** One of the reseller's requests: what it asks, its history, and the moves the state allows. */
export function ReturnDrawer(props: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canApply = usePermission('apply');
  const canCancel = usePermission('cancel');
  const { failed, request, reload, can } = useReturn(props.id, (id) =>
    orderReturns.get(client, id, { silent: true }),
  );
  const after = () => {
    reload();
    props.onChanged();
  };

  return (
    <ReturnDrawerFrame
      open={props.id !== null}
      onClose={props.onClose}
      failed={failed}
      request={request}
      reload={reload}
    >
      {(request) => (
        <>
          {can('resubmit') ? (
            <Alert
              type="warning"
              showIcon
              className="order-return-alert"
              title="平台需要你补充资料"
              description={request.operator_note}
            />
          ) : null}
          <Space wrap className="work-order-actions">
            {can('cancel') && canCancel ? (
              <Popconfirm
                title="撤销这个申请？"
                okText="撤销申请"
                cancelText="取消"
                onConfirm={() =>
                  orderReturns.cancel(client, request.id).then(after, () => undefined)
                }
              >
                <Button danger>撤销申请</Button>
              </Popconfirm>
            ) : null}
          </Space>
          <ReturnSummary detail={request} />
          {can('resubmit') && canApply ? (
            <>
              <h3 className="work-order-heading">补充资料</h3>
              <ResubmitForm
                onSend={(note, photos) =>
                  orderReturns
                    .resubmit(client, request.id, {
                      note,
                      ...(photos.length ? { photo_file_ids: photos.map((p) => p.id) } : {}),
                    })
                    .then(after)
                }
              />
            </>
          ) : null}
        </>
      )}
    </ReturnDrawerFrame>
  );
}
