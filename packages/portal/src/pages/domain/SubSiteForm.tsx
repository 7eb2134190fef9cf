import { Form, Input, InputNumber, Typography } from 'antd';
import { subSites, type SubSite, type SubSiteInput } from '@podkit/sdk-core';
import { ImageField } from '../../admin/components/ImageField.js';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

type Values = Omit<SubSiteInput, 'markups'> & { markups: Record<string, number | null> };

const HOST_RULE = {
  pattern: /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i,
  message: '请填写不带 http:// 和端口的域名，如 shop.example.com',
};

const percentField = { min: 0, max: 500, precision: 2, suffix: '%', style: { width: 140 } };

/** 开通分站 / 修改分站: domain, the spec's site config fields and the markup per category. */
export function SubSiteForm(props: { subSite: SubSite; onDone: () => void; onClose: () => void }) {
  const { subSite } = props;
  const initialValues: Partial<Values> = {
    ...subSite,
    markups: Object.fromEntries(
      subSite.categories.map((c) => [String(c.category_id), c.markup_percent]),
    ),
  };
  const submit = (values: Values) =>
    subSites.save(client, {
      ...values,
      host: values.host.trim().toLowerCase(),
      markups: Object.entries(values.markups ?? {})
        .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
        .map(([id, percent]) => ({ category_id: Number(id), markup_percent: percent })),
    });
  const depth = (parentId: number): number => {
    const parent = subSite.categories.find((c) => c.category_id === parentId);
    return parent ? 1 + depth(parent.parent_id) : 0;
  };
  return (
    <FormModal<Values>
      title={subSite.status === 'none' ? '开通分站' : '修改分站'}
      okText="保存"
      initialValues={initialValues}
      submit={submit}
      onDone={props.onDone}
      onClose={props.onClose}
    >
      {() => (
        <>
          <Form.Item
            name="host"
            label="分站域名"
            extra="更换域名后需重新添加 TXT 记录并验证"
            rules={[{ required: true, message: '请填写分站域名' }, HOST_RULE]}
          >
            <Input placeholder="shop.example.com" autoComplete="off" />
          </Form.Item>
          <Form.Item name="domain_name" label="站点名称" rules={[{ max: 100 }]}>
            <Input placeholder="页眉与页脚显示的名称" />
          </Form.Item>
          <div className="sub-site-images">
            <Form.Item name="domain_logo_1" label="Logo">
              <ImageField uploadType="avatar" previewSize={72} />
            </Form.Item>
            <Form.Item name="domain_logo_2" label="备用 Logo">
              <ImageField uploadType="avatar" previewSize={72} />
            </Form.Item>
            <Form.Item name="domain_ico_img" label="站点图标">
              <ImageField uploadType="avatar" previewSize={48} />
            </Form.Item>
            <Form.Item name="customer_qr_code" label="客服二维码">
              <ImageField uploadType="avatar" previewSize={72} />
            </Form.Item>
          </div>
          <Form.Item name="domain_license_no" label="备案号" rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="customer_phone" label="客服电话" rules={[{ max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="customer_email"
            label="客服邮箱"
            rules={[{ type: 'email', message: '邮箱格式不正确' }, { max: 100 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="customer_address" label="联系地址" rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="default_markup_percent"
            label="默认加价"
            extra="分站客户按平台价加上此比例购买；下面单独设置的分类（及其子分类）按各自比例"
            rules={[{ required: true, message: '请填写默认加价' }]}
          >
            <InputNumber {...percentField} />
          </Form.Item>
          <Typography.Text type="secondary">分类加价（留空：按上级分类或默认加价）</Typography.Text>
          <div className="sub-site-markups">
            {subSite.categories.map((c) => (
              <Form.Item
                key={c.category_id}
                name={['markups', String(c.category_id)]}
                label={c.name}
                style={{ paddingLeft: depth(c.parent_id) * 16 }}
              >
                <InputNumber {...percentField} placeholder="默认" />
              </Form.Item>
            ))}
          </div>
        </>
      )}
    </FormModal>
  );
}
