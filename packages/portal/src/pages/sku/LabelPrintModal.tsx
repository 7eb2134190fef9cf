import { Form, InputNumber, Radio } from 'antd';
import {
  productSkus,
  type BarcodeSymbology,
  type LabelSize,
  type MadeFile,
} from '@podkit/sdk-core';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

interface LabelFields {
  symbology: BarcodeSymbology;
  size: LabelSize;
  copies: number;
}

export const SYMBOLOGY_LABELS: Record<BarcodeSymbology, string> = {
  code128: 'Code 128（自定义编码，未设置时用平台 SKU）',
  ean13: 'EAN-13（GTIN）',
  fnsku: 'FNSKU（亚马逊 FBA）',
};

/** 打印标签: the chosen SKUs' labels as a PDF in a roll or A4 size. */
export function LabelPrintModal({
  skuIds,
  onMade,
  onClose,
}: {
  skuIds: number[];
  onMade: (file: MadeFile) => void;
  onClose: () => void;
}) {
  return (
    <FormModal<LabelFields, MadeFile>
      title={`打印标签（${skuIds.length} 个 SKU）`}
      okText="生成 PDF"
      initialValues={{ symbology: 'code128', size: '50x30', copies: 1 }}
      submit={(values) => productSkus.makeLabelSheet(client, { sku_ids: skuIds, ...values })}
      onDone={onMade}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item label="条码类型" name="symbology">
            <Radio.Group
              options={Object.entries(SYMBOLOGY_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item label="标签尺寸" name="size">
            <Radio.Group
              options={[
                { value: '50x30', label: '50 × 30 mm' },
                { value: '60x40', label: '60 × 40 mm' },
                { value: 'a4', label: 'A4（每页 3 × 8 张，70 × 37 mm）' },
              ]}
            />
          </Form.Item>
          <Form.Item
            label="每个 SKU 的张数"
            name="copies"
            rules={[{ required: true, message: '请填写张数' }]}
          >
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
