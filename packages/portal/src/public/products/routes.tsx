import './products.css';
import { Spin } from 'antd';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from '../../app/lazy-page.js';

const ProductDesignPage = lazyPage(() => import('./pages/ProductDesignPage.js'));
const ProductCustomPage = lazyPage(() => import('./pages/ProductCustomPage.js'));
const SpecialListPage = lazyPage(() => import('./pages/SpecialListPage.js'));
const ProductDesignDetailPage = lazyPage(() => import('./pages/ProductDesignDetailPage.js'));
const GeneralGoodsPage = lazyPage(() => import('./pages/GeneralGoodsPage.js'));
const GeneralGoodsDetailPage = lazyPage(() => import('./pages/GeneralGoodsDetailPage.js'));

function Lazy<P extends object>({
  page: Page,
  props,
}: {
  page: LazyExoticComponent<ComponentType<P>>;
  props: P;
}) {
  return (
    <Suspense fallback={<Spin className="page-spinner" />}>
      <Page {...props} />
    </Suspense>
  );
}

/** The public product pages by their spec name (children of /home). */
export const productPages = {
  productDesign: <Lazy page={ProductDesignPage} props={{}} />,
  productCustom: <Lazy page={ProductCustomPage} props={{}} />,
  productDirect: <Lazy page={SpecialListPage} props={{ list: 'direct' as const }} />,
  producUsLocal: <Lazy page={SpecialListPage} props={{ list: 'usLocal' as const }} />,
  productDesignDetail: <Lazy page={ProductDesignDetailPage} props={{}} />,
  generalGoods: <Lazy page={GeneralGoodsPage} props={{}} />,
  generalGoodsDetail: <Lazy page={GeneralGoodsDetailPage} props={{}} />,
};
