import { Form, Input, Select } from 'antd';
import {
  listingTemplates,
  type CategoryAttribute,
  type CategoryAttributes,
  type PublishPlatform,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';

/** Where the template keeps a category attribute (the server's publishing/category-attributes.ts). */
export const attributeKey = (id: string) => `attr_${id}`;
export const BRAND_KEY = 'brand_id';
export const isCategoryAttributeKey = (key: string) => key.startsWith('attr_') || key === BRAND_KEY;

function AttributeItem({ attribute }: { attribute: CategoryAttribute }) {
  const options = attribute.values.map((value) => ({ value: value.id, label: value.name }));
  const multiple = attribute.input_type === 'multi_select';
  return (
    <Form.Item
      label={attribute.name}
      name={['fields', attributeKey(attribute.id)]}
      style={{ width: 280 }}
      rules={[
        { required: attribute.required, whitespace: true, message: `请填写${attribute.name}` },
      ]}
      // Several values are kept as their ids, comma separated.
      {...(multiple
        ? {
            getValueFromEvent: (ids: string[]) => ids.join(','),
            getValueProps: (value?: string) => ({ value: value ? value.split(',') : [] }),
          }
        : {})}
    >
      {attribute.input_type === 'text' ? (
        <Input aria-label={attribute.name} maxLength={200} />
      ) : (
        <Select
          aria-label={attribute.name}
          allowClear
          mode={multiple ? 'multiple' : undefined}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
        />
      )}
    </Form.Item>
  );
}

/** The chosen category's attributes (required ones marked) and brand, read from the platform. */
export function CategoryAttributeFields({ platform }: { platform: PublishPlatform }) {
  const form = Form.useFormInstance();
  const categoryId = (Form.useWatch(['fields', 'category_id'], form) as string | undefined) ?? '';
  const [described, setDescribed] = useState<CategoryAttributes | null>(null);

  useEffect(() => {
    let live = true;
    if (!/^[A-Za-z0-9_-]+$/.test(categoryId)) return;
    listingTemplates
      .categoryAttributes(client, { platform, category_id: categoryId }, { silent: true })
      .then(
        (answer) => live && setDescribed(answer),
        () => live && setDescribed(null),
      );
    return () => {
      live = false;
    };
  }, [platform, categoryId]);

  if (!described || described.category_id !== categoryId) return null;
  const { attributes, brand } = described;
  if (!attributes.length && !brand) return null;
  return (
    <fieldset className="publish-form-row" aria-label="类目属性">
      {brand && (
        <Form.Item
          label="品牌"
          name={['fields', BRAND_KEY]}
          style={{ width: 280 }}
          rules={[{ required: brand.required, message: '请选择品牌' }]}
        >
          <Select
            aria-label="品牌"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={brand.brands.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
      )}
      {attributes.map((attribute) => (
        <AttributeItem key={attribute.id} attribute={attribute} />
      ))}
    </fieldset>
  );
}
