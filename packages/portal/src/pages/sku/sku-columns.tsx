import type { ProductSku } from '@podkit/sdk-core';
import type { TableColumnsType } from 'antd';

/** The columns every SKU table starts with: picture, product, colour and size, PodKit's SKU. */
export function skuColumns(): TableColumnsType<ProductSku> {
  return [
    {
      title: '商品',
      key: 'product',
      width: 230,
      render: (_, sku) => (
        <span className="sku-product">
          {sku.thumbnail ? (
            <img src={sku.thumbnail} alt={`${sku.product_name} ${sku.color_name}`} loading="lazy" />
          ) : (
            <span className="sku-noimage">生成中</span>
          )}
          <span>
            <span className="sku-product-name">{sku.product_name}</span>
            <span className="sku-variant">
              <span
                className="sku-swatch"
                style={{ background: sku.color_hex }}
                aria-hidden="true"
              />
              {sku.color_name} / {sku.size_name}
            </span>
          </span>
        </span>
      ),
    },
    { title: '平台 SKU', dataIndex: 'sku', width: 170 },
  ];
}

/** A made file (labels, exports) ready to open: the link is signed for one hour. */
export function MadeFileLink({ file }: { file: { url: string; name: string } | null }) {
  if (!file) return null;
  return (
    <a className="made-file" href={file.url} target="_blank" rel="noreferrer" download={file.name}>
      下载 {file.name}
    </a>
  );
}
