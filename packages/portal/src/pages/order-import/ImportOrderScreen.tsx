import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Space, Table, Tag, Upload } from 'antd';
import {
  orderImport,
  type OrderImport,
  type OrderImportKind,
  type OrderImportStatus,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { importPercent, useImportProgress } from './use-import-progress.js';
import './order-import.css';

const titles: Record<OrderImportKind, string> = {
  standard: '导入订单',
  fba: '导入 FBA 订单',
};

const intro: Record<OrderImportKind, string> = {
  standard:
    '按模板填写订单（每行一个商品，同一订单号的多行合并为一个订单），上传后逐行校验，合格的订单导入为待付款，同一订单号不会重复导入。',
  fba: '按模板填写 FBA 货件（每行一个商品，同一货件编号合并为一个订单，需填写仓库代码和 FNSKU），上传后逐行校验，合格的货件导入为待付款订单。',
};

const statusTags: Record<OrderImportStatus, { color: string; text: string }> = {
  queued: { color: 'default', text: '排队中' },
  running: { color: 'processing', text: '导入中' },
  done: { color: 'success', text: '已完成' },
  failed: { color: 'error', text: '失败' },
};

function Summary({ record }: { record: OrderImport }) {
  if (record.status === 'failed')
    return <Alert type="error" showIcon title="导入失败" description={record.error} />;
  if (record.status !== 'done') return null;
  const parts = [
    `共 ${record.total_rows} 行，导入 ${record.imported_orders} 个订单（${record.imported_rows} 行）`,
  ];
  if (record.duplicate_orders) parts.push(`${record.duplicate_orders} 个订单号已导入过，已跳过`);
  if (record.failed_rows) parts.push(`${record.failed_rows} 行有错误`);
  return (
    <Alert
      type={record.failed_rows ? 'warning' : 'success'}
      showIcon
      title={record.failed_rows ? '导入完成，部分行有错误' : '导入完成'}
      description={
        <Space orientation="vertical" size={8} className="order-import-summary">
          <span data-testid="import-summary">{parts.join('，')}。</span>
          {record.error_rows.length > 0 && (
            <Table
              size="small"
              rowKey="row_number"
              className="order-import-errors"
              data-testid="import-error-rows"
              pagination={false}
              scroll={{ y: 240 }}
              dataSource={record.error_rows}
              columns={[
                { title: '行号', dataIndex: 'row_number', width: 64 },
                { title: '错误原因', dataIndex: 'reason' },
              ]}
            />
          )}
          {record.error_file_url && (
            <a href={record.error_file_url} download data-testid="import-error-file">
              <DownloadOutlined /> 下载错误文件（含行号和错误原因），修改后重新上传
            </a>
          )}
        </Space>
      }
    />
  );
}

/** importOrder and importOrderFba: template, upload, progress while the job runs, result, history. */
export function ImportOrderScreen({ kind }: { kind: OrderImportKind }) {
  const [started, setStarted] = useState<OrderImport | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const current = useImportProgress(started);
  const finished = current?.status === 'done' || current?.status === 'failed';
  const history = useRemote(
    () => orderImport.listOrderImports(client, { kind, page_size: 10 }, { silent: true }),
    `${kind}#${historyKey}#${current?.id ?? ''}:${finished}`,
  );

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const template = await orderImport.getOrderImportTemplate(client, kind);
      const link = document.createElement('a');
      link.href = template.url;
      link.download = template.name;
      link.click();
    } catch {
      // The client has shown why.
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      setStarted(await orderImport.uploadOrderImport(client, kind, file));
    } catch {
      // The client has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="order-import-page">
      <h2 className="page-title">{titles[kind]}</h2>
      <Card size="small" className="order-import-card">
        <p className="order-import-intro">{intro[kind]}</p>
        <ol className="order-import-steps">
          <li>
            <span>下载模板，按第一行的列名填写（第二行英文列名可保留）。</span>
            <Permission name="downloadTemplate">
              <Button icon={<DownloadOutlined />} loading={downloading} onClick={downloadTemplate}>
                下载模板
              </Button>
            </Permission>
          </li>
          <li>
            <span>上传填好的 .xlsx 或 .csv 文件（最大 10 MB，最多 20000 行）。</span>
          </li>
        </ol>
        <Permission name="import">
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={uploading || (current !== null && !finished)}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽表格到此处上传</p>
            <p className="ant-upload-hint">支持 .xlsx、.csv，按文件内容校验格式</p>
          </Upload.Dragger>
        </Permission>
        {current && (
          <div className="order-import-result" data-testid="import-result">
            <div className="order-import-file">
              {current.file_name}{' '}
              <Tag color={statusTags[current.status].color}>{statusTags[current.status].text}</Tag>
            </div>
            {!finished && (
              <Progress percent={importPercent(current)} status="active" aria-label="导入进度" />
            )}
            <Summary record={current} />
          </div>
        )}
      </Card>
      <h3 className="order-import-history-title">导入记录</h3>
      {history.state === 'failed' ? (
        <Unreachable onRetry={() => setHistoryKey((n) => n + 1)} />
      ) : (
        <Table<OrderImport>
          rowKey="id"
          size="small"
          loading={history.state === 'loading'}
          dataSource={history.state === 'done' ? history.data.data : []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '还没有导入记录' }}
          columns={[
            { title: '文件', dataIndex: 'file_name', ellipsis: true },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: OrderImportStatus) => (
                <Tag color={statusTags[status].color}>{statusTags[status].text}</Tag>
              ),
            },
            { title: '行数', dataIndex: 'total_rows' },
            { title: '导入订单', dataIndex: 'imported_orders' },
            { title: '已跳过', dataIndex: 'duplicate_orders', responsive: ['md'] },
            {
              title: '错误行',
              dataIndex: 'failed_rows',
              render: (n: number, row) =>
                row.error_file_url ? (
                  <a href={row.error_file_url} download>
                    {n}（下载）
                  </a>
                ) : row.status === 'failed' ? (
                  row.error
                ) : (
                  n
                ),
            },
            {
              title: '时间',
              dataIndex: 'created_at',
              responsive: ['sm'],
              render: (iso: string) => formatDateTime(iso),
            },
          ]}
        />
      )}
    </div>
  );
}
