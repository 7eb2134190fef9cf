import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Radio, Table, Tag, Upload } from 'antd';
import {
  productSkus,
  type CodeMatch,
  type MadeFile,
  type TransformDirection,
  type TransformResult,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { MadeFileLink } from './sku-columns.js';
import '../cart/shop.css';
import './sku.css';

const MATCHED_BY: Record<CodeMatch['matched_by'], string> = {
  sku: '平台 SKU',
  code: '自定义编码',
  store: '店铺 SKU',
};

interface ResultLine {
  key: string;
  input: string;
  match: CodeMatch | null;
}

function resultLines(result: TransformResult): ResultLine[] {
  return result.rows.flatMap((row): ResultLine[] =>
    row.matches.length === 0
      ? [{ key: row.input, input: row.input, match: null }]
      : row.matches.map((match) => ({
          key: `${row.input}\u0000${match.sku}`,
          input: row.input,
          match,
        })),
  );
}

/** codeTransform (编码转换): store SKUs and SKU codes to PodKit SKUs and back, in bulk. */
export default function CodeTransformPage() {
  const [direction, setDirection] = useState<TransformDirection>('to_podkit');
  const [text, setText] = useState('');
  const [result, setResult] = useState<TransformResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<MadeFile | null>(null);

  async function run(work: () => Promise<TransformResult>) {
    setBusy(true);
    setMade(null);
    try {
      setResult(await work());
    } catch {
      // The client shows the server's message.
    } finally {
      setBusy(false);
    }
  }

  const pasted = text
    .split(/[\r\n,，;；\t]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const toPodkit = direction === 'to_podkit';

  return (
    <div className="shop-page">
      <h2 className="page-title">编码转换</h2>
      <div className="code-transform-input">
        <Radio.Group
          value={direction}
          optionType="button"
          onChange={(event) => {
            setDirection(event.target.value as TransformDirection);
            setResult(null);
          }}
          options={[
            { value: 'to_podkit', label: '店铺 SKU / 自定义编码 → 平台 SKU' },
            { value: 'from_podkit', label: '平台 SKU → 自定义编码 / 店铺 SKU' },
          ]}
        />
        <Input.TextArea
          rows={6}
          value={text}
          aria-label="要转换的编码"
          placeholder={
            toPodkit
              ? '每行一个店铺 SKU 或自定义编码，也可用逗号分隔'
              : '每行一个平台 SKU，也可用逗号分隔'
          }
          onChange={(event) => setText(event.target.value)}
        />
        <div className="shop-filters">
          <Permission name="transform">
            <Button
              type="primary"
              loading={busy}
              disabled={pasted.length === 0}
              onClick={() =>
                void run(() => productSkus.transformCodes(client, { direction, codes: pasted }))
              }
            >
              转换
            </Button>
            <Upload
              accept=".xlsx,.csv"
              showUploadList={false}
              beforeUpload={(file) => {
                void run(() => productSkus.transformCodeFile(client, direction, file));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy}>
                上传表格（xlsx / csv，第一列为编码）
              </Button>
            </Upload>
          </Permission>
          {result ? (
            <Permission name="export">
              <Button
                onClick={() =>
                  productSkus
                    .exportTransform(client, {
                      direction,
                      codes: result.rows.map((row) => row.input),
                    })
                    .then(setMade, () => {})
                }
              >
                导出结果
              </Button>
            </Permission>
          ) : null}
        </div>
      </div>
      {made ? (
        <Alert
          type="success"
          showIcon
          title={
            <span>
              结果已导出（链接一小时内有效）：
              <MadeFileLink file={made} />
            </span>
          }
        />
      ) : null}
      {result ? (
        <>
          <Alert
            type={result.unmatched.length ? 'warning' : 'success'}
            showIcon
            title={
              result.unmatched.length
                ? `共 ${result.rows.length} 个编码，${result.unmatched.length} 个未匹配：${result.unmatched.slice(0, 20).join('、')}${result.unmatched.length > 20 ? ' …' : ''}`
                : `共 ${result.rows.length} 个编码，全部匹配`
            }
          />
          <Table<ResultLine>
            rowKey="key"
            size="small"
            dataSource={resultLines(result)}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            scroll={{ x: 900 }}
            columns={[
              { title: toPodkit ? '输入编码' : '平台 SKU', dataIndex: 'input', width: 200 },
              {
                title: toPodkit ? '平台 SKU' : '自定义编码',
                key: 'result',
                width: 200,
                render: (_, line) =>
                  line.match ? (
                    toPodkit ? (
                      line.match.sku
                    ) : (
                      (line.match.code ?? '—')
                    )
                  ) : (
                    <Tag color="red">未匹配</Tag>
                  ),
              },
              toPodkit
                ? {
                    title: '匹配方式',
                    key: 'by',
                    width: 110,
                    render: (_, line) => (line.match ? MATCHED_BY[line.match.matched_by] : ''),
                  }
                : {
                    title: '店铺 SKU',
                    key: 'stores',
                    width: 220,
                    render: (_, line) => line.match?.store_skus.join('；') || '—',
                  },
              {
                title: '商品',
                key: 'product',
                render: (_, line) => line.match?.product_name ?? '',
              },
              {
                title: '颜色 / 尺码',
                key: 'variant',
                width: 140,
                render: (_, line) =>
                  line.match ? `${line.match.color_name} / ${line.match.size_name}` : '',
              },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
