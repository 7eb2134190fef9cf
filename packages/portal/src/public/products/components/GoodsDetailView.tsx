import { Tag } from 'antd';
import type { OrdinaryProduct, OrdinaryProductSku } from '@podkit/sdk-core';
import { useState, type ReactNode } from 'react';
import { Description } from './Description.js';
import { findSku } from './sku-specs.js';
import { SpecPicker } from './SpecPicker.js';

/** A general good: pictures, specs with the chosen SKU's price and stock, the description. */
export function GoodsDetailView({
  goods,
  actions,
}: {
  goods: OrdinaryProduct;
  /** Below the specs; a function gets the chosen SKU (null without SKUs or no match). */
  actions?: ReactNode | ((sku: OrdinaryProductSku | null) => ReactNode);
}) {
  const images = goods.images.length > 0 ? goods.images : goods.image ? [goods.image] : [];
  const [imageIndex, setImageIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(goods.skus[0]?.spec_values.map((s) => [s.name, s.value]) ?? []),
  );
  const sku = goods.skus.length > 0 ? findSku(goods.skus, chosen) : null;
  const price = sku?.price ?? goods.price;
  const stock = sku ? sku.stock : goods.stock;
  const main = images[Math.min(imageIndex, images.length - 1)];

  return (
    <>
      <div className="blank-detail-layout">
        <div className="blank-gallery">
          <div className="blank-gallery-main">
            {main ? (
              <img src={main} alt={goods.name} />
            ) : (
              <span className="product-card-noimage">暂无图片</span>
            )}
          </div>
          {images.length > 1 && (
            <div className="blank-gallery-thumbs" role="group" aria-label="商品图片">
              {images.map((src, index) => (
                <button
                  key={src + index}
                  type="button"
                  className={
                    index === imageIndex
                      ? 'blank-gallery-thumb blank-gallery-thumb--active'
                      : 'blank-gallery-thumb'
                  }
                  aria-pressed={index === imageIndex}
                  aria-label={`第 ${index + 1} 张图片`}
                  onClick={() => setImageIndex(index)}
                >
                  <img src={src} alt="" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="blank-detail-info">
          <h1 className="blank-detail-name">{goods.name}</h1>
          {goods.category_name && (
            <div className="blank-detail-tags">
              <Tag>{goods.category_name}</Tag>
            </div>
          )}
          <div className="blank-detail-price">
            <span className="price">¥{price}</span>
            <span className="blank-detail-price-note">
              {stock > 0 ? `库存 ${stock} 件` : '暂时缺货'}
            </span>
          </div>
          {goods.skus.length > 0 && (
            <SpecPicker skus={goods.skus} chosen={chosen} onChange={setChosen} />
          )}
          {sku && <div className="blank-detail-hint">SKU 编码：{sku.code}</div>}
          {typeof actions === 'function' ? actions(sku) : actions}
        </div>
      </div>
      {goods.description && (
        <section className="blank-detail-section" aria-labelledby="goods-description">
          <h2 id="goods-description" className="product-section-title">
            商品介绍
          </h2>
          <Description text={goods.description} />
        </section>
      )}
    </>
  );
}
