import { Alert, Button, Checkbox, Modal, Progress, Space } from 'antd';
import { exportRecords, type ExportRecord } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { client } from '../../sdk/client.js';

type FileKind = 'mockup' | 'print';
const POLL_MS = 1000;

/**
 * 打包下载: choose mockups and/or print files of some products, start the zip job, follow its
 * progress and download the zip when it is made.
 */
export function ProductFilesModal({
  productIds,
  onClose,
}: {
  productIds: number[];
  onClose: () => void;
}) {
  const [kinds, setKinds] = useState<FileKind[]>(['mockup', 'print']);
  const [record, setRecord] = useState<ExportRecord | null>(null);
  const [starting, setStarting] = useState(false);

  const running = record !== null && (record.status === 'queued' || record.status === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      exportRecords.get(client, record.id, { silent: true }).then(setRecord, () => {});
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, record]);

  async function start() {
    setStarting(true);
    try {
      setRecord(await exportRecords.exportProductFiles(client, { product_ids: productIds, kinds }));
    } catch {
      // The client shows the server's message.
    } finally {
      setStarting(false);
    }
  }

  const percent =
    record?.status === 'succeeded'
      ? 100
      : record?.progress.total
        ? Math.round((record.progress.done / record.progress.total) * 100)
        : 0;

  return (
    <Modal
      open
      title={`打包下载（${productIds.length} 个商品）`}
      onCancel={onClose}
      footer={
        record ? (
          <Button onClick={onClose}>关闭</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button
              type="primary"
              loading={starting}
              disabled={kinds.length === 0}
              onClick={() => void start()}
            >
              开始打包
            </Button>
          </Space>
        )
      }
    >
      {record === null ? (
        <Checkbox.Group
          value={kinds}
          onChange={(value) => setKinds(value as FileKind[])}
          options={[
            { value: 'mockup', label: '效果图' },
            { value: 'print', label: '印刷文件' },
          ]}
        />
      ) : (
        <div data-testid="product-files-export" data-status={record.status}>
          <Progress
            percent={percent}
            status={record.status === 'failed' ? 'exception' : undefined}
          />
          <p>
            {record.status_label}
            {record.progress.total
              ? `：已打包 ${record.progress.done} / ${record.progress.total} 个文件`
              : ''}
          </p>
          {record.status === 'succeeded' && record.url ? (
            <a href={record.url} download>
              <Button type="primary">下载压缩包</Button>
            </a>
          ) : null}
          {record.status === 'failed' ? <Alert type="error" showIcon title={record.error} /> : null}
          <p style={{ color: '#666', marginTop: 12 }}>
            也可以稍后在 <Link to="/main/userExportRecord">导出记录</Link> 中下载。
          </p>
        </div>
      )}
    </Modal>
  );
}
