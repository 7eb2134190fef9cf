import { GoodsBrowser } from '../../public/products/components/GoodsBrowser.js';
import { FavouriteButton } from './FavouriteButton.js';
import { screenPath } from './screen-path.js';
import '../../public/products/products.css';
import './catalog.css';

/** generalLibrary: general goods with their price and stock, by category and keyword; 收藏. */
export default function GeneralLibraryPage() {
  return (
    <div className="catalog-page">
      <h2 className="page-title">通用商品库</h2>
      <GoodsBrowser
        detailPath={(id) => screenPath('generalDetail', { id })}
        cardActions={(goods) => (
          <FavouriteButton goodsId={goods.id} favourite={goods.is_favourite === 1} />
        )}
      />
    </div>
  );
}
