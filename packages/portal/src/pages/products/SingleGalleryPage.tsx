import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Segmented, Select, Skeleton, Tag } from 'antd';
import {
  products,
  type ProductImage,
  type ProductImageKind,
  type ProductImageQuery,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { ProductFilesModal } from './ProductFilesModal.js';
import { ProductPicker } from './ProductPicker.js';
import '../catalog/catalog.css';
import './single-gallery.css';

const PAGE_SIZE = 24;

function imageCaption(image: ProductImage): string {
  return image.kind === 'mockup'
    ? `${image.view_name} · ${image.color_name}`
    : `${image.view_name} · ${image.width_px}×${image.height_px} px`;
}

function ImageCard({ image, onMain }: { image: ProductImage; onMain: () => void }) {
  return (
    <figure
      className="single-gallery-card"
      aria-label={`${image.product_name} ${imageCaption(image)}`}
    >
      <a href={image.url} target="_blank" rel="noreferrer" className="single-gallery-image">
        <img src={image.url} alt={`${image.product_name} ${imageCaption(image)}`} loading="lazy" />
      </a>
      <figcaption>
        <span className="single-gallery-name" title={image.product_name}>
          {image.product_name}
        </span>
        <span className="single-gallery-meta">
          {image.color_hex ? (
            <i className="single-gallery-swatch" style={{ background: image.color_hex }} />
          ) : null}
          {imageCaption(image)}
          {image.is_main ? <Tag color="green">主图</Tag> : null}
        </span>
        <span className="single-gallery-actions">
          <Permission name="download">
            <a href={image.url} download>
              <Button size="small" icon={<DownloadOutlined />}>
                下载
              </Button>
            </a>
          </Permission>
          {image.kind === 'mockup' && !image.is_main ? (
            <Button size="small" onClick={onMain}>
              设为主图
            </Button>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * singleGallery (单品图库): the mockups and print files of every product of the reseller, by
 * product, view and colour; each downloads alone, a product's all together as a zip.
 */
export default function SingleGalleryPage() {
  const [kind, setKind] = useState<ProductImageKind>('mockup');
  const [productId, setProductId] = useState<number>();
  const [view, setView] = useState<string>();
  const [color, setColor] = useState<string>();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [packing, setPacking] = useState(false);
  const facets = useRemote(() => products.imageFacets(client, { silent: true }), 'facets');
  const query: ProductImageQuery = {
    kind,
    page,
    page_size: PAGE_SIZE,
    ...(productId ? { product_id: productId } : {}),
    ...(view ? { view } : {}),
    ...(color && kind === 'mockup' ? { color } : {}),
  };
  const list = useRemote(
    () => products.listImages(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);
  const choose = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const makeMain = (image: ProductImage) =>
    products
      .setMainImage(client, image.product_id, { view_id: image.view_id, color_id: image.color_id! })
      .then(reload, () => {});

  return (
    <div className="catalog-page">
      <h2 className="page-title">单品图库</h2>
      <div className="catalog-filters">
        <Segmented
          value={kind}
          onChange={(value) => choose(() => setKind(value as ProductImageKind))}
          options={[
            { value: 'mockup', label: '效果图' },
            { value: 'print', label: '印刷文件' },
          ]}
        />
        <ProductPicker value={productId} onChange={(id) => choose(() => setProductId(id))} />
        <Select
          allowClear
          placeholder="全部视图"
          aria-label="视图"
          style={{ width: 130 }}
          value={view}
          options={
            facets.state === 'done'
              ? facets.data.views.map((name) => ({ value: name, label: name }))
              : []
          }
          onChange={(value: string | undefined) => choose(() => setView(value))}
        />
        {kind === 'mockup' ? (
          <Select
            allowClear
            placeholder="全部颜色"
            aria-label="颜色"
            style={{ width: 130 }}
            value={color}
            options={
              facets.state === 'done'
                ? facets.data.colors.map((c) => ({ value: c.name, label: c.name }))
                : []
            }
            onChange={(value: string | undefined) => choose(() => setColor(value))}
          />
        ) : null}
        <Permission name="download">
          <Button
            icon={<DownloadOutlined />}
            disabled={!productId}
            title={productId ? undefined : '先选择一个商品'}
            onClick={() => setPacking(true)}
          >
            打包下载此商品
          </Button>
        </Permission>
      </div>
      {list.state === 'failed' ? <Unreachable onRetry={reload} /> : null}
      {list.state === 'loading' ? <Skeleton active /> : null}
      {list.state === 'done' && list.data.data.length === 0 ? (
        <Empty description="没有图片：保存设计后，生成好的效果图和印刷文件会出现在这里" />
      ) : null}
      {list.state === 'done' && list.data.data.length > 0 ? (
        <>
          <div className="single-gallery-grid">
            {list.data.data.map((image) => (
              <ImageCard
                key={`${image.kind}-${image.id}`}
                image={image}
                onMain={() => void makeMain(image)}
              />
            ))}
          </div>
          <Pagination
            className="product-pager"
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 张`}
            onChange={setPage}
          />
        </>
      ) : null}
      {packing && productId ? (
        <ProductFilesModal productIds={[productId]} onClose={() => setPacking(false)} />
      ) : null}
    </div>
  );
}
