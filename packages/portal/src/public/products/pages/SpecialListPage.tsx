import { Breadcrumb, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Unreachable } from '../../../components/Unreachable.js';
import { BlankBrowser, useBlankCategories } from '../components/BlankBrowser.js';
import {
  findSpecialCategory,
  specialLists,
  type SpecialListKey,
} from '../components/special-lists.js';

/** /home/productDirect and /home/producUsLocal: the blanks of one category kept for that list. */
export default function SpecialListPage({ list }: { list: SpecialListKey }) {
  const { title, intro, match } = specialLists[list];
  const [attempt, setAttempt] = useState(0);
  const categories = useBlankCategories(attempt);
  if (categories.state === 'failed') {
    return (
      <div className="public-container">
        <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (categories.state === 'loading') {
    return (
      <div className="public-container">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const root = findSpecialCategory(categories.data, match);
  if (!root) {
    return (
      <div className="public-container product-browser">
        <Breadcrumb
          className="public-breadcrumb"
          items={[
            { title: <Link to="/home/homePage">首页</Link> },
            { title: <Link to="/home/productCustom">产品定制</Link> },
            { title },
          ]}
        />
        <h1 className="product-page-title">{title}</h1>
        <Empty className="product-empty" description={`暂无${title}，先看看全部商品吧`}>
          <Link to="/home/productDesign">浏览全部商品</Link>
        </Empty>
      </div>
    );
  }
  return (
    <BlankBrowser title={title} intro={intro} categories={root.children} baseCategoryId={root.id} />
  );
}
