import { Alert, Modal, Skeleton } from 'antd';
import { productSkus, type BarcodeSymbology, type ProductSku } from '@podkit/sdk-core';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/** The barcodes a SKU can print: Code 128 always, EAN-13 and FNSKU once they are set. */
export function BarcodePreviewModal({ sku, onClose }: { sku: ProductSku; onClose: () => void }) {
  const kinds: BarcodeSymbology[] = [
    'code128',
    ...(sku.gtin ? (['ean13'] as const) : []),
    ...(sku.fnsku ? (['fnsku'] as const) : []),
  ];
  const previews = useRemote(
    () => Promise.all(kinds.map((kind) => productSkus.previewBarcode(client, sku.id, kind))),
    sku.id,
  );
  return (
    <Modal
      open
      title={`条码预览：${sku.product_name} ${sku.color_name} / ${sku.size_name}`}
      footer={null}
      onCancel={onClose}
    >
      {previews.state === 'loading' ? <Skeleton active /> : null}
      {previews.state === 'failed' ? <Alert type="error" title="条码生成失败，请稍后再试" /> : null}
      {previews.state === 'done' ? (
        <div className="sku-barcode-preview">
          {previews.data.map((preview, i) => (
            <img key={kinds[i]} src={preview.image} alt={`条码 ${preview.text}`} />
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
