import { Table } from 'antd';
import { tortBrands, type TortBrand, type TortBrandLevel } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDate } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { pagedTable } from '../../components/paged-table.js';
import { TortCheckCard } from './TortCheckCard.js';
import { TortBrandFilters, useTortBrandFilter } from './TortBrandFilters.js';
import { TortLevelTag } from './TortLevelTag.js';
import '../cart/shop.css';
import './tort.css';

const PAGE_SIZE = 20;

/**
 * tortBrand (侵权品牌查询): look a text up against the site's infringement list, and browse the
 * list. The same check runs when a product is saved; 禁止发布 brands also stop publishing.
 */
export default function TortBrandPage() {
  const { filter, change, page, setPage, query: filterQuery } = useTortBrandFilter();
  const [attempt, setAttempt] = useState(0);
  const query = { ...filterQuery, page_size: PAGE_SIZE };
  const list = useRemote(
    () => tortBrands.list(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  const table = pagedTable(list, page, PAGE_SIZE, setPage);

  return (
    <div className="shop-page">
      <h2 className="page-title">侵权品牌查询</h2>
      <p className="tort-intro">
        商品标题或文字图层含有下列品牌时，保存会提示；标为「禁止发布」的品牌，相关商品不能发布到店铺。
      </p>
      <TortCheckCard />
      <h3 className="tort-list-title">侵权品牌列表</h3>
      <div className="shop-filters">
        <TortBrandFilters level={filter.level} onChange={change} />
      </div>
      <Table<TortBrand>
        rowKey="id"
        size="small"
        {...table}
        scroll={{ x: 640 }}
        locale={{ emptyText: '列表中还没有品牌' }}
        columns={[
          { title: '品牌', dataIndex: 'word', width: 180 },
          {
            title: '级别',
            dataIndex: 'level',
            width: 100,
            render: (value: TortBrandLevel) => <TortLevelTag level={value} />,
          },
          { title: '权利人', dataIndex: 'holder', width: 200 },
          { title: '备注', dataIndex: 'remark' },
          {
            title: '更新时间',
            dataIndex: 'updated_at',
            width: 120,
            render: (value: string) => formatDate(value),
          },
        ]}
      />
    </div>
  );
}
