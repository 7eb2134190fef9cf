import { Form, Input, Radio } from 'antd';
import { tortBrands, type TortBrand, type TortBrandInput } from '@podkit/sdk-core';
import { tortLevelOptions } from '../../pages/tort/TortLevelTag.js';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

/** Add or edit a listed brand: the word, how strictly it is kept, who holds it. */
export function TortBrandFormModal({
  brand,
  onSaved,
  onClose,
}: {
  brand?: TortBrand;
  onSaved: () => void;
  onClose: () => void;
}) {
  async function save(values: TortBrandInput) {
    const body: TortBrandInput = {
      word: values.word.trim(),
      level: values.level,
      holder: (values.holder ?? '').trim(),
      remark: (values.remark ?? '').trim(),
    };
    if (brand) await tortBrands.adminUpdate(client, brand.id, body);
    else await tortBrands.adminCreate(client, body);
  }

  return (
    <FormModal<TortBrandInput>
      title={brand ? `编辑「${brand.word}」` : '添加侵权品牌'}
      okText="保存"
      initialValues={
        brand
          ? { word: brand.word, level: brand.level, holder: brand.holder, remark: brand.remark }
          : { level: 'warn', holder: '', remark: '' }
      }
      submit={save}
      onDone={onSaved}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            label="品牌"
            name="word"
            rules={[{ required: true, whitespace: true, message: '请填写品牌名称' }]}
            extra="不区分大小写、全角半角；英文品牌按整词匹配"
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="级别" name="level">
            <Radio.Group options={tortLevelOptions} />
          </Form.Item>
          <Form.Item label="权利人" name="holder">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="备注" name="remark">
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
