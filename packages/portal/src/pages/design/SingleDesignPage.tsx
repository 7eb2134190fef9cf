import './design.css';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AddDesignToCartModal } from './AddDesignToCartModal.js';
import { idParam } from './id-param.js';
import { useEditorWidget } from './use-editor-widget.js';

/**
 * singleDesign (/design/singleDesign?id=<blank>&color_id=<colour>): the design editor on one
 * blank; `product_id` reopens a saved design from the design records.
 */
export default function SingleDesignPage() {
  const [params] = useSearchParams();
  if (!idParam(params.get('id')) && !idParam(params.get('product_id'))) return <NoProduct />;
  return <EditorScreen />;
}

function EditorScreen() {
  const [params, setParams] = useSearchParams();
  const [ordering, setOrdering] = useState<number | null>(null);
  const host = useEditorWidget({
    onAddToCart: setOrdering,
    productId: idParam(params.get('id')) ?? 0,
    colorId: idParam(params.get('color_id')),
    designedProductId: idParam(params.get('product_id')),
    onProductChange: (id, colorId) => {
      const next = new URLSearchParams({ id: String(id) });
      if (colorId) next.set('color_id', String(colorId));
      setParams(next);
    },
  });
  return (
    <>
      <div ref={host} className="design-editor-host" data-testid="single-design" />
      {ordering !== null ? (
        <AddDesignToCartModal productId={ordering} onClose={() => setOrdering(null)} />
      ) : null}
    </>
  );
}

function NoProduct() {
  return (
    <Result
      status="info"
      title="请先选择要设计的产品"
      subTitle="在定制商品库中选一个产品，点“开始设计”进入编辑器。"
      extra={
        <Link to="/goods/goodsLibrary">
          <Button type="primary">去定制商品库</Button>
        </Link>
      }
    />
  );
}
