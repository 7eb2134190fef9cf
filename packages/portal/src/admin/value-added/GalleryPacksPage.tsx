import { UploadOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Form,
  Image,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Upload,
} from 'antd';
import { galleryPacks, type AdminGalleryPack } from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { useAttachmentUpload } from '../../pages/work-orders/AttachmentUpload.js';
import { CONSOLE_PAGE_SIZE } from '../components/use-console-list.js';
import '../../pages/work-orders/work-orders.css';

interface PackForm {
  name: string;
  description?: string;
  tags?: string[];
  price: number;
  licence: string;
  is_published: boolean;
}

/** 添加图片: each picture uploaded as a private file, then handed to the pack (the server draws the watermark). */
function AddPictures({ pack, onDone }: { pack: AdminGalleryPack; onDone: () => void }) {
  const { message } = App.useApp();
  const { percent, upload } = useAttachmentUpload((stored) => {
    void galleryPacks.adminAddFiles(client, pack.id, { file_ids: [stored.id] }).then(() => {
      void message.success('图片已添加，已生成带水印的预览图');
      onDone();
    });
  });
  return (
    <Upload
      accept=".png,.jpg,.jpeg,.webp"
      showUploadList={false}
      multiple
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={percent !== null}>
        添加图片
      </Button>
    </Upload>
  );
}

/** 图库管理: the operators curate licensed packs — details, price, licence, pictures, on sale. */
export default function GalleryPacksPage() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<AdminGalleryPack | 'new' | null>(null);
  const refresh = () => setAttempt((n) => n + 1);
  const query = { keyword: keyword || undefined, page, page_size: CONSOLE_PAGE_SIZE };
  const list = useRemote(
    () => galleryPacks.adminList(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  const current = editing === 'new' ? null : editing;

  return (
    <div className="admin-page">
      <h2 className="page-title">图库管理</h2>
      <div className="admin-toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="图包名称或简介"
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
          <Button type="primary" onClick={() => setEditing('new')}>
            新建图包
          </Button>
        </Space>
      </div>
      <Table<AdminGalleryPack>
        rowKey="id"
        {...pagedTable(list, page, CONSOLE_PAGE_SIZE, setPage, '个')}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '还没有图包' }}
        columns={[
          { title: '图包名称', dataIndex: 'name' },
          {
            title: '预览（带水印）',
            key: 'files',
            render: (_: unknown, row) => (
              <Image.PreviewGroup>
                <Space size={4}>
                  {row.files.slice(0, 4).map((file) => (
                    <Image
                      key={file.id}
                      src={file.preview_url}
                      width={40}
                      height={40}
                      alt={file.name}
                    />
                  ))}
                  <span className="work-order-muted">{row.file_count} 张</span>
                </Space>
              </Image.PreviewGroup>
            ),
          },
          {
            title: '标签',
            dataIndex: 'tags',
            render: (tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>),
          },
          { title: '价格（元）', dataIndex: 'price' },
          { title: '授权说明', dataIndex: 'licence', ellipsis: true, width: 200 },
          { title: '已售', dataIndex: 'sales' },
          {
            title: '状态',
            dataIndex: 'is_published',
            render: (value: boolean) =>
              value ? <Tag color="success">已上架</Tag> : <Tag>未上架</Tag>,
          },
          timeColumn('更新时间', 'updated_at'),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <AddPictures pack={row} onDone={refresh} />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <FormModal<PackForm>
          title={current ? `编辑图包「${current.name}」` : '新建图包'}
          okText="保存"
          initialValues={
            current
              ? { ...current, price: Number(current.price) }
              : { price: 0, is_published: false, tags: [] }
          }
          submit={(values) => {
            const body = { ...values, price: values.price.toFixed(2) };
            return current
              ? galleryPacks.adminUpdate(client, current.id, body)
              : galleryPacks.adminCreate(client, body);
          }}
          onDone={() => {
            setEditing(null);
            void message.success(current ? '已保存' : '已创建，请添加图片后上架');
            refresh();
          }}
          onClose={() => setEditing(null)}
        >
          {() => (
            <>
              <Form.Item
                name="name"
                label="图包名称"
                rules={[{ required: true, message: '请填写图包名称' }]}
              >
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="description" label="简介">
                <Input.TextArea maxLength={1000} rows={2} />
              </Form.Item>
              <Form.Item name="tags" label="标签">
                <Select mode="tags" placeholder="输入后回车" maxCount={10} />
              </Form.Item>
              <Form.Item
                name="price"
                label="价格（元）"
                rules={[{ required: true, message: '请填写价格' }]}
              >
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="licence"
                label="授权说明"
                rules={[{ required: true, whitespace: true, message: '请填写授权说明' }]}
                extra="购买后标注在每个素材上，例如：商用授权，可用于印刷销售，不得转售原图"
              >
                <Input.TextArea maxLength={500} rows={2} />
              </Form.Item>
              <Form.Item name="is_published" label="上架" valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
