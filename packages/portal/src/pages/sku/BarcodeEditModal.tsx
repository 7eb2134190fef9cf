import { Form, Input } from 'antd';
import { FNSKU_PATTERN, isValidEan13, productSkus, type ProductSku } from '@podkit/sdk-core';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

interface BarcodeFields {
  gtin: string;
  fnsku: string;
}

/** 设置条码: a SKU's GTIN (EAN-13) and FNSKU, checked here and again by the server. */
export function BarcodeEditModal({
  sku,
  onSaved,
  onClose,
}: {
  sku: ProductSku;
  onSaved: () => void;
  onClose: () => void;
}) {
  async function save(values: BarcodeFields) {
    await productSkus.setSkuBarcodes(client, sku.id, {
      gtin: values.gtin?.trim() || null,
      fnsku: values.fnsku?.trim() || null,
    });
  }
  return (
    <FormModal<BarcodeFields>
      title={`设置条码：${sku.product_name} ${sku.color_name} / ${sku.size_name}`}
      okText="保存"
      initialValues={{ gtin: sku.gtin ?? '', fnsku: sku.fnsku ?? '' }}
      submit={save}
      onDone={onSaved}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            label="GTIN（EAN-13）"
            name="gtin"
            extra="13 位数字，最后一位为校验位；留空则不设置"
            rules={[
              {
                validator: (_, value: string) =>
                  !value?.trim() || isValidEan13(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error('不是有效的 EAN-13：应为 13 位数字且校验位正确')),
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={13} />
          </Form.Item>
          <Form.Item
            label="FNSKU"
            name="fnsku"
            extra="亚马逊 FBA 标签用，10 位大写字母或数字，如 X001ABC123"
            rules={[
              {
                validator: (_, value: string) =>
                  !value?.trim() || FNSKU_PATTERN.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error('应为 10 位大写字母或数字')),
              },
            ]}
          >
            <Input maxLength={10} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
