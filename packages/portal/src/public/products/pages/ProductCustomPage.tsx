import { ArrowRightOutlined, CarOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { products } from '@podkit/sdk-core';
import { Link, useNavigate } from 'react-router';
import { client } from '../../../sdk/client.js';
import { useRemote } from '../../../components/use-remote.js';
import { BlankCard } from '../components/BlankCard.js';
import { detailPath, useBlankCategories } from '../components/BlankBrowser.js';
import { specialLists } from '../components/special-lists.js';

const FEATURED_COUNT = 10;

/** /home/productCustom: how customising works, the categories and featured blanks. */
export default function ProductCustomPage() {
  const navigate = useNavigate();
  const categories = useBlankCategories();
  const featured = useRemote(() =>
    products.listPublicBasic(client, { page: 1, page_size: FEATURED_COUNT }, { silent: true }),
  );

  return (
    <div className="public-container product-custom">
      <section className="product-hero">
        <div>
          <h1 className="product-hero-title">产品定制</h1>
          <p className="product-hero-text">
            选一款空白商品，上传图案或加上文字，预览满意后下单——一件起订，工厂生产并直接发货。
          </p>
          <ol className="product-steps">
            <li>挑选商品</li>
            <li>在线设计</li>
            <li>下单生产</li>
            <li>一件代发</li>
          </ol>
        </div>
        <Button
          type="primary"
          size="large"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          onClick={() => navigate('/home/productDesign')}
        >
          浏览全部商品
        </Button>
      </section>

      <section aria-labelledby="custom-categories">
        <h2 id="custom-categories" className="product-section-title">
          商品分类
        </h2>
        {categories.state === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
        {categories.state === 'done' && (
          <div className="category-tiles">
            {categories.data.map((category) => (
              <Link
                key={category.id}
                to={`/home/productDesign?category=${category.id}`}
                className="category-tile"
              >
                <span className="category-tile-name">{category.name}</span>
                {category.children.length > 0 && (
                  <span className="category-tile-children">
                    {category.children.map((child) => child.name).join(' · ')}
                  </span>
                )}
              </Link>
            ))}
            <Link to="/home/productDirect" className="category-tile category-tile--special">
              <CarOutlined />{' '}
              <span className="category-tile-name">{specialLists.direct.title}</span>
            </Link>
            <Link to="/home/producUsLocal" className="category-tile category-tile--special">
              <GlobalOutlined />{' '}
              <span className="category-tile-name">{specialLists.usLocal.title}</span>
            </Link>
          </div>
        )}
      </section>

      <section aria-labelledby="custom-featured">
        <div className="product-section-head">
          <h2 id="custom-featured" className="product-section-title">
            精选商品
          </h2>
          <Link to="/home/productDesign">查看全部</Link>
        </div>
        {featured.state === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {featured.state === 'done' && (
          <div className="product-grid">
            {featured.data.data.map((product) => (
              <BlankCard key={product.id} product={product} to={detailPath(product.id)} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
