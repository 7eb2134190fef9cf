import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Table, Upload } from 'antd';
import {
  tortBrands,
  type TortBrand,
  type TortBrandImportResult,
  type TortBrandLevel,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDate } from '../../components/format-date.js';
import { TortBrandFilters, useTortBrandFilter } from '../../pages/tort/TortBrandFilters.js';
import { TortLevelTag } from '../../pages/tort/TortLevelTag.js';
import { pagedTable } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { RowActions } from '../components/ConsoleTabsPage.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import { ImportOutcomeModal } from './ImportOutcomeModal.js';
import { TortBrandFormModal } from './TortBrandFormModal.js';

/** /admin/tortBrand: the site's infringement brand list, kept by hand or imported from a sheet. */
export default function TortBrandsPage() {
  const { filter, change, page, setPage, query: filterQuery } = useTortBrandFilter();
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<TortBrand | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<TortBrandImportResult | null>(null);
  const query = { ...filterQuery, page_size: CONSOLE_PAGE_SIZE };
  const list = useRemote(
    () => tortBrands.adminList(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const refresh = () => setAttempt((n) => n + 1);
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  const table = pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage);

  async function importFile(file: File) {
    setImporting(true);
    try {
      setImported(await tortBrands.adminImport(client, file));
      setPage(1);
      refresh();
    } catch {
      // The client shows the server's message.
    } finally {
      setImporting(false);
    }
  }

  async function downloadTemplate() {
    const template = await tortBrands.adminTemplate(client);
    window.location.assign(template.url);
  }

  return (
    <div className="admin-page">
      <h2 className="page-title">侵权品牌</h2>
      <div className="admin-toolbar">
        <TortBrandFilters
          level={filter.level}
          onChange={change}
          searchClassName="admin-toolbar-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加品牌
        </Button>
        <Upload
          accept=".xlsx,.csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importing}>
            导入表格
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
          下载模板
        </Button>
      </div>
      <Table<TortBrand>
        rowKey="id"
        {...table}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '还没有侵权品牌：添加或导入后，分销商保存和发布商品时会检查' }}
        columns={[
          { title: '品牌', dataIndex: 'word' },
          {
            title: '级别',
            dataIndex: 'level',
            render: (value: TortBrandLevel) => <TortLevelTag level={value} />,
          },
          { title: '权利人', dataIndex: 'holder' },
          { title: '备注', dataIndex: 'remark' },
          {
            title: '更新时间',
            dataIndex: 'updated_at',
            render: (value: string) => formatDate(value),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <RowActions
                name={row.word}
                onEdit={() => setEditing(row)}
                onDelete={() => void tortBrands.adminRemove(client, row.id).then(refresh, () => {})}
              />
            ),
          },
        ]}
      />
      {editing ? (
        <TortBrandFormModal
          {...(editing === 'new' ? {} : { brand: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {imported ? <ImportOutcomeModal result={imported} onClose={() => setImported(null)} /> : null}
    </div>
  );
}
