import { Form, Input, Select } from 'antd';
import type { MarketplaceField } from '@podkit/sdk-core';

/** One listing field a marketplace needs beyond the common ones (Etsy's who_made, a category id …). */
export function MarketplaceFieldItem({ field }: { field: MarketplaceField }) {
  return (
    <Form.Item
      label={field.label}
      name={['fields', field.key]}
      extra={field.hint}
      style={{ width: 280 }}
      rules={[
        { required: field.required, whitespace: true, message: `请填写${field.label}` },
        ...(field.numeric ? [{ pattern: /^[1-9]\d*$/, message: `${field.label}应为正整数` }] : []),
      ]}
    >
      {field.options ? (
        <Select aria-label={field.label} allowClear options={field.options} />
      ) : (
        <Input aria-label={field.label} maxLength={100} />
      )}
    </Form.Item>
  );
}
