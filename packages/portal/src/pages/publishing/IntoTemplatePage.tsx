import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Select, Space, Upload } from 'antd';
import { templateRecords, type PublishPlatform, type TemplateRecord } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { marketplaceOf, marketplaces } from './marketplaces.js';
import { RowErrors } from './RowErrors.js';
import '../cart/shop.css';
import './publishing.css';

/** Opens a file the server answered with a URL (the sheet to fill, an export). */
function saveAs(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}

function ImportResult({ record }: { record: TemplateRecord }) {
  const marketplace = marketplaceOf(record.platform);
  return (
    <Alert
      type={record.failed_rows ? 'warning' : 'success'}
      showIcon
      data-testid="template-import-result"
      title={`${record.file_name}：导入 ${record.ok_rows} 个模板${
        record.failed_rows ? `，${record.failed_rows} 行有错误（未导入）` : ''
      }`}
      description={
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <RowErrors rows={record.error_rows} />
          <Space wrap>
            <Link to={marketplace.paths.template}>查看 {marketplace.label} 产品模板</Link>
            <Link to="/publish/templateRecord">查看模板记录</Link>
          </Space>
        </Space>
      }
    />
  );
}

/** intoTemplate (导入模板): product templates of one marketplace from a filled sheet, one per row. */
export default function IntoTemplatePage() {
  const [platform, setPlatform] = useState<PublishPlatform>('shopify');
  const [busy, setBusy] = useState<'sheet' | 'upload' | 'export' | null>(null);
  const [result, setResult] = useState<TemplateRecord | null>(null);
  const [exported, setExported] = useState<TemplateRecord | null>(null);
  const label = marketplaceOf(platform).label;

  async function run(kind: NonNullable<typeof busy>, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">导入模板</h2>
      <Card size="small">
        <p className="shop-muted">
          用表格一次建好多个产品模板：每行一个模板，列对应产品模板的字段（标题、描述、分类、选项名、
          图片、价格模板、标签、属性，以及该平台自己的字段）。有错误的行不会导入，其余行照常导入，
          错误按行号列出。
        </p>
        <Form layout="vertical">
          <Form.Item label="平台">
            <Select
              aria-label="平台"
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 220 }}
              value={platform}
              onChange={(value: PublishPlatform) => {
                setPlatform(value);
                setResult(null);
              }}
              options={marketplaces.map((m) => ({ value: m.key, label: m.label }))}
            />
          </Form.Item>
        </Form>
        <ol className="publish-steps">
          <li>
            <span>下载 {label} 的导入表，从第 3 行起填写（第一行中文列名，第二行英文键）。</span>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'sheet'}
              onClick={() =>
                void run('sheet', async () => {
                  const sheet = await templateRecords.importSheet(client, platform);
                  saveAs(sheet.url, sheet.name);
                })
              }
            >
              下载导入表
            </Button>
          </li>
          <li>上传填好的 .xlsx 或 .csv（最大 2 MB，最多 500 行）。</li>
        </ol>
        <Permission name="import">
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={busy === 'upload'}
            beforeUpload={(file) => {
              void run('upload', async () =>
                setResult(await templateRecords.importTemplates(client, platform, file)),
              );
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽表格到此处，导入为 {label} 产品模板</p>
          </Upload.Dragger>
        </Permission>
        {result && <ImportResult record={result} />}
      </Card>
      <Card size="small" className="publish-export-card">
        <Space wrap>
          <span>把 {label} 的全部产品模板导出为同样格式的表格（可修改后再导入）。</span>
          <Button
            loading={busy === 'export'}
            onClick={() =>
              void run('export', async () => {
                const record = await templateRecords.exportTemplates(client, platform);
                setExported(record);
                saveAs(record.file_url, record.file_name);
              })
            }
          >
            导出模板
          </Button>
          {exported && <Link to="/publish/templateRecord">已导出，见模板记录</Link>}
        </Space>
      </Card>
    </div>
  );
}
