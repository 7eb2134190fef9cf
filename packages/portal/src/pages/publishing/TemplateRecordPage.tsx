import { Button, Input, Modal, Popover, Select, Space, Table, Tag } from 'antd';
import {
  templateRecords,
  type PublishPlatform,
  type TemplateRecord,
  type TemplateRecordKind,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { RowActions } from '../../components/RowActions.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { usePermission } from '../../workbench/permission.js';
import { marketplaceOf, marketplaces } from './marketplaces.js';
import { RowErrors } from './RowErrors.js';
import { runThenRefresh } from './run-then-refresh.js';
import '../cart/shop.css';
import './publishing.css';

const PAGE_SIZE = 20;

/** templateRecord (模板记录): every import and export of product templates, with its file. */
export default function TemplateRecordPage() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<TemplateRecordKind | undefined>();
  const [platform, setPlatform] = useState<PublishPlatform | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<TemplateRecord | null>(null);
  const [remark, setRemark] = useState('');
  const refresh = () => setAttempt((n) => n + 1);
  const canEdit = usePermission('edit');
  const canDelete = usePermission('delete');
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(platform ? { platform } : {}),
  };
  const list = useRemote(
    () => templateRecords.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;

  const act = (run: () => Promise<unknown>) => runThenRefresh(run, refresh);

  return (
    <div className="shop-page">
      <h2 className="page-title">模板记录</h2>
      <div className="shop-filters">
        <Select
          allowClear
          aria-label="类型"
          placeholder="导入和导出"
          style={{ width: 140 }}
          value={kind}
          options={[
            { value: 'import', label: '导入' },
            { value: 'export', label: '导出' },
          ]}
          onChange={(value: TemplateRecordKind | undefined) => {
            setKind(value);
            setPage(1);
          }}
        />
        <Select
          allowClear
          aria-label="平台"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部平台"
          style={{ width: 160 }}
          value={platform}
          options={marketplaces.map((m) => ({ value: m.key, label: m.label }))}
          onChange={(value: PublishPlatform | undefined) => {
            setPlatform(value);
            setPage(1);
          }}
        />
      </div>
      <Table<TemplateRecord>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 980 }}
        locale={{ emptyText: '还没有导入或导出记录' }}
        columns={[
          {
            title: '类型',
            dataIndex: 'kind',
            width: 70,
            render: (value: TemplateRecordKind) =>
              value === 'import' ? <Tag color="blue">导入</Tag> : <Tag>导出</Tag>,
          },
          {
            title: '平台',
            dataIndex: 'platform',
            width: 110,
            render: (value: PublishPlatform) => marketplaceOf(value).label,
          },
          {
            title: '文件',
            key: 'file',
            ellipsis: true,
            render: (_, row) => (
              <a href={row.file_url} download={row.file_name}>
                {row.file_name}
              </a>
            ),
          },
          {
            title: '成功 / 失败',
            key: 'rows',
            width: 130,
            render: (_, row) =>
              row.failed_rows ? (
                <Popover
                  title={`${row.failed_rows} 行未导入`}
                  content={
                    <div className="publish-row-errors-pop">
                      <RowErrors rows={row.error_rows} />
                    </div>
                  }
                  trigger="click"
                >
                  <Button type="link" size="small" danger>
                    {row.ok_rows} / {row.failed_rows}
                  </Button>
                </Popover>
              ) : (
                `${row.ok_rows} / 0`
              ),
          },
          { title: '操作人', dataIndex: 'operator', width: 110 },
          { title: '备注', dataIndex: 'remark', width: 140, ellipsis: true },
          timeColumn('时间', 'created_at'),
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, row) => (
              <RowActions
                name={row.file_name}
                deleteNote="只删除记录和文件，已导入的产品模板保留"
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => {
                  setEditing(row);
                  setRemark(row.remark);
                }}
                onDelete={() => void act(() => templateRecords.remove(client, row.id))}
              />
            ),
          },
        ]}
      />
      {editing && (
        <Modal
          open
          title={`备注「${editing.file_name}」`}
          okText="保存"
          cancelText="取消"
          onCancel={() => setEditing(null)}
          onOk={() =>
            void act(async () => {
              await templateRecords.update(client, editing.id, { remark });
              setEditing(null);
            })
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              aria-label="备注"
              rows={3}
              maxLength={500}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </Space>
        </Modal>
      )}
    </div>
  );
}
