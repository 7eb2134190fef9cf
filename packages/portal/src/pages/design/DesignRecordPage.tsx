import { Button, Image, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { products, type DesignedProductSummary, type Paginator } from '@podkit/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AddDesignToCartModal } from './AddDesignToCartModal.js';
import { DesignDetailDrawer } from './DesignDetailDrawer.js';
import { reopenDesignPath, STATUS_TEXT } from './design-paths.js';

const PAGE_SIZE = 10;

/** designRecord: the reseller's saved designs with their mockups; reopen one in the editor. */
export default function DesignRecordPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Paginator<DesignedProductSummary> | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [detail, setDetail] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<number | null>(null);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    products
      .listDesigned(client, { page, page_size: PAGE_SIZE, ...(keyword ? { keyword } : {}) })
      .then(
        (next) => {
          if (!current) return;
          setList(next);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [page, keyword, reloads]);

  // Designs still rendering are asked again until their files are made.
  const rendering = list?.data.some((row) => row.status === 'rendering');
  useEffect(() => {
    if (!rendering) return;
    const timer = setTimeout(reload, 3000);
    return () => clearTimeout(timer);
  }, [rendering, list, reload]);

  const remove = async (id: number) => {
    try {
      await products.removeDesigned(client, id);
      reload();
    } catch {
      // The client has shown why.
    }
  };

  if (failed && !list) return <Unreachable onRetry={reload} />;
  return (
    <div>
      <h2 className="page-title">设计记录</h2>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="按商品名称搜索"
          aria-label="按商品名称搜索"
          onSearch={(value) => {
            setPage(1);
            setKeyword(value.trim());
          }}
          style={{ width: 260 }}
        />
      </Space>
      <Table<DesignedProductSummary>
        rowKey="id"
        loading={list === null}
        dataSource={list?.data ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: '还没有保存的设计，去单品设计里设计一个吧' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: '效果图',
            dataIndex: 'thumbnail',
            width: 100,
            render: (src: string) =>
              src ? (
                <Image src={src} width={72} height={72} alt="效果图" />
              ) : (
                <span className="muted">生成中</span>
              ),
          },
          { title: '商品名称', dataIndex: 'name' },
          { title: '空白商品', dataIndex: 'basic_product_name' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (status: DesignedProductSummary['status']) => (
              <Tag color={STATUS_TEXT[status].color}>{STATUS_TEXT[status].text}</Tag>
            ),
          },
          {
            title: '保存时间',
            dataIndex: 'updated_at',
            width: 160,
            render: (iso: string) => formatDateTime(iso),
          },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_, row) => (
              <Space size="small" wrap>
                <Button type="link" size="small" onClick={() => setDetail(row.id)}>
                  详情
                </Button>
                <Permission name="addCart">
                  <Button type="link" size="small" onClick={() => setOrdering(row.id)}>
                    加入购物车
                  </Button>
                </Permission>
                <Permission name="edit">
                  <Link to={reopenDesignPath(row)}>编辑</Link>
                </Permission>
                <Permission name="delete">
                  <Popconfirm
                    title="删除后印刷文件和效果图也一并删除，确定吗？"
                    onConfirm={() => remove(row.id)}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      <DesignDetailDrawer id={detail} onClose={() => setDetail(null)} />
      {ordering !== null ? (
        <AddDesignToCartModal productId={ordering} onClose={() => setOrdering(null)} />
      ) : null}
    </div>
  );
}
