import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { GoodsBrowser } from '../components/GoodsBrowser.js';

/** /home/generalGoods: general goods by category, ready to sell without a design. */
export default function GeneralGoodsPage() {
  return (
    <div className="public-container product-browser">
      <Breadcrumb
        className="public-breadcrumb"
        items={[{ title: <Link to="/home/homePage">首页</Link> }, { title: '通用商品' }]}
      />
      <div className="product-browser-head">
        <h1 className="product-page-title">通用商品</h1>
        <p className="product-page-intro">无需设计的现货商品，可直接采购或一件代发</p>
      </div>
      <GoodsBrowser detailPath={(id) => `/home/generalGoodsDetail?id=${id}`} />
    </div>
  );
}
