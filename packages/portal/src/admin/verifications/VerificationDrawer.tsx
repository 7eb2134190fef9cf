import { Button, Descriptions, Drawer, Image, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { verification, type AdminVerificationDetail } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { RejectReasonModal } from '../components/RejectReasonModal.js';
import { STATUS_COLOR } from './status-color.js';

/** One verification: its facts and document pictures (signed links), approve or reject it. */
export function VerificationDrawer(props: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const detail = useRemote<AdminVerificationDetail | null>(
    () =>
      props.id === null
        ? Promise.resolve(null)
        : verification.adminGet(client, props.id, { silent: true }),
    `${props.id}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  const row = detail.state === 'done' ? detail.data : null;

  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      title={row ? `实名认证 · ${row.username}` : '实名认证'}
      // 720 px, or the whole width of a phone, also when the window is resized while it is open.
      size="min(720px, 100vw)"
      destroyOnHidden
    >
      {detail.state === 'failed' ? (
        <Unreachable onRetry={reload} />
      ) : !row ? (
        <Skeleton active />
      ) : (
        <Detail
          row={row}
          onDecided={() => {
            reload();
            props.onChanged();
          }}
        />
      )}
    </Drawer>
  );
}

function Detail({ row, onDecided }: { row: AdminVerificationDetail; onDecided: () => void }) {
  const [rejecting, setRejecting] = useState(false);
  const company = row.kind === 'company';

  const approve = () =>
    verification.approve(client, row.id).then(
      () => onDecided(),
      () => undefined,
    );
  const reject = (reason: string) =>
    verification.reject(client, row.id, { reason }).then(
      () => {
        setRejecting(false);
        onDecided();
      },
      () => undefined,
    );

  return (
    <div className="admin-verification">
      {row.status === 'pending' ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <Popconfirm
            title={`确认证件与资料一致，通过 ${row.subject_name} 的认证？`}
            okText="通过"
            cancelText="取消"
            onConfirm={approve}
          >
            <Button type="primary">通过</Button>
          </Popconfirm>
          <Button danger onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </Space>
      ) : null}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLOR[row.status]}>{row.status_label}</Tag>
          {row.reject_reason ? <span className="admin-help">{row.reject_reason}</span> : null}
        </Descriptions.Item>
        <Descriptions.Item label="用户">{row.username}</Descriptions.Item>
        <Descriptions.Item label="认证类型">{row.kind_label}</Descriptions.Item>
        <Descriptions.Item label={company ? '企业名称' : '真实姓名'}>
          {row.subject_name}
        </Descriptions.Item>
        <Descriptions.Item label={company ? '统一社会信用代码' : '身份证号'}>
          <span className="security-item-value">{row.number}</span>
        </Descriptions.Item>
        {company ? (
          <Descriptions.Item label="法定代表人">{row.legal_person}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="提交时间">{formatDateTime(row.submitted_at)}</Descriptions.Item>
        {row.reviewed_at ? (
          <Descriptions.Item label="审核时间">{formatDateTime(row.reviewed_at)}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <h4 className="admin-verification-title">证件照片</h4>
      <Image.PreviewGroup>
        <Space wrap size={12}>
          {row.documents.map((doc) => (
            <figure key={doc.role} className="admin-verification-doc">
              <Image src={doc.url} alt={doc.role_label} width={200} height={126} />
              <figcaption>{doc.role_label}</figcaption>
            </figure>
          ))}
        </Space>
      </Image.PreviewGroup>
      {rejecting ? (
        <RejectReasonModal
          title={`驳回 ${row.subject_name} 的实名认证`}
          placeholder="驳回原因（用户可见），如：身份证照片模糊"
          onCancel={() => setRejecting(false)}
          onReject={reject}
        />
      ) : null}
    </div>
  );
}
