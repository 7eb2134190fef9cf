import { GoodsBrowser } from '../../public/products/components/GoodsBrowser.js';
import { screenPath } from './screen-path.js';
import '../../public/products/products.css';
import './catalog.css';

/** generalLibrary: general goods with their price and stock, by category and keyword. */
export default function GeneralLibraryPage() {
  return (
    <div className="catalog-page">
      <h2 className="page-title">通用商品库</h2>
      <GoodsBrowser detailPath={(id) => screenPath('generalDetail', { id })} />
    </div>
  );
}
