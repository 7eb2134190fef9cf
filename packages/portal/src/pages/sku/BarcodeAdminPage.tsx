import { Alert, Button, Input, Popconfirm, Select, Table } from 'antd';
import {
  productSkus,
  type MadeFile,
  type ProductSku,
  type ProductSkuQuery,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { pagedTable } from '../../components/paged-table.js';
import { BarcodeEditModal } from './BarcodeEditModal.js';
import { BarcodePreviewModal } from './BarcodePreviewModal.js';
import { LabelPrintModal } from './LabelPrintModal.js';
import { MadeFileLink, skuColumns } from './sku-columns.js';
import '../cart/shop.css';
import './sku.css';

const PAGE_SIZE = 20;

/** barcodeAdmin (条码管理): GTIN and FNSKU per SKU, barcode previews and label PDFs. */
export default function BarcodeAdminPage() {
  const [keyword, setKeyword] = useState('');
  const [barcodeState, setBarcodeState] = useState<ProductSkuQuery['barcode_state']>();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ProductSku | null>(null);
  const [previewing, setPreviewing] = useState<ProductSku | null>(null);
  const [printing, setPrinting] = useState(false);
  const [made, setMade] = useState<MadeFile | null>(null);
  const [exporting, setExporting] = useState(false);
  const query: ProductSkuQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(barcodeState ? { barcode_state: barcodeState } : {}),
  };
  const list = useRemote(
    () => productSkus.listProductSkus(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  if (list.state === 'failed') return <Unreachable onRetry={reload} />;

  async function exportList() {
    setExporting(true);
    try {
      setMade(
        await productSkus.exportBarcodes(client, selected.length ? { sku_ids: selected } : {}),
      );
    } catch {
      // The client shows the server's message.
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">条码管理</h2>
      <div className="shop-filters">
        <Input.Search
          allowClear
          placeholder="商品名称、SKU、编码、GTIN 或 FNSKU"
          aria-label="搜索 SKU"
          style={{ width: 300 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder="条码状态"
          aria-label="条码状态"
          style={{ width: 150 }}
          value={barcodeState}
          options={[
            { value: 'with', label: '已设置 GTIN/FNSKU' },
            { value: 'without', label: '未设置' },
          ]}
          onChange={(value) => {
            setBarcodeState(value);
            setPage(1);
          }}
        />
        <Permission name="print">
          <Button type="primary" disabled={selected.length === 0} onClick={() => setPrinting(true)}>
            打印标签{selected.length ? `（${selected.length}）` : ''}
          </Button>
        </Permission>
        <Permission name="export">
          <Button loading={exporting} onClick={() => void exportList()}>
            {selected.length ? '导出所选' : '导出全部'}
          </Button>
        </Permission>
      </div>
      {made ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setMade(null) }}
          title={
            <span>
              文件已生成（链接一小时内有效）：
              <MadeFileLink file={made} />
            </span>
          }
        />
      ) : null}
      <Table<ProductSku>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        scroll={{ x: 1100 }}
        locale={{ emptyText: '还没有 SKU：保存设计后即可为每个颜色 × 尺码设置条码' }}
        columns={[
          ...skuColumns(),
          {
            title: 'Code 128',
            key: 'code128',
            width: 170,
            render: (_, sku) => sku.code ?? sku.sku,
          },
          {
            title: 'GTIN',
            dataIndex: 'gtin',
            width: 140,
            render: (gtin: string | null) => gtin ?? <span className="sku-code-empty">未设置</span>,
          },
          {
            title: 'FNSKU',
            dataIndex: 'fnsku',
            width: 120,
            render: (fnsku: string | null) =>
              fnsku ?? <span className="sku-code-empty">未设置</span>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, sku) => (
              <>
                <Button type="link" size="small" onClick={() => setPreviewing(sku)}>
                  预览
                </Button>
                <Permission name="add">
                  <Button type="link" size="small" onClick={() => setEditing(sku)}>
                    设置条码
                  </Button>
                </Permission>
                {sku.gtin || sku.fnsku ? (
                  <Permission name="delete">
                    <Popconfirm
                      title="清除这个 SKU 的 GTIN 和 FNSKU？"
                      okText="清除"
                      cancelText="取消"
                      onConfirm={() =>
                        productSkus
                          .setSkuBarcodes(client, sku.id, { gtin: null, fnsku: null })
                          .then(reload, () => {})
                      }
                    >
                      <Button type="link" size="small" danger>
                        清除
                      </Button>
                    </Popconfirm>
                  </Permission>
                ) : null}
              </>
            ),
          },
        ]}
      />
      {editing ? (
        <BarcodeEditModal
          sku={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {previewing ? (
        <BarcodePreviewModal sku={previewing} onClose={() => setPreviewing(null)} />
      ) : null}
      {printing ? (
        <LabelPrintModal
          skuIds={selected}
          onClose={() => setPrinting(false)}
          onMade={(file) => {
            setPrinting(false);
            setMade(file);
          }}
        />
      ) : null}
    </div>
  );
}
