import { Alert, App, Button, Card, Form, Input, Radio, Select, Skeleton } from 'antd';
import {
  dayOf,
  designService,
  products,
  randomName,
  valueAddedServices,
  type StoredFile,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { currentSiteTimeZone } from '../../app/site-time.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { screenPath } from '../catalog/screen-path.js';
import { AttachmentUpload } from '../work-orders/AttachmentUpload.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';

interface DesignForm {
  item_id: number;
  product_id: number;
  size_id: number;
  deadline: string;
  brief: string;
}

/** Today in the site's time zone, as the server counts the deadline. */
const today = () => dayOf(new Date(), currentSiteTimeZone());

/**
 * serviceDesign (设计需求, /main/valueAddedServices/design): the design order form. The price
 * comes from the operators' price list and is paid from the balance when submitted.
 */
export default function ServiceDesignPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<DesignForm>();
  const [references, setReferences] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  // One key for this form: pressing again or a retry after a lost answer orders and pays once.
  const [idempotencyKey] = useState(() => randomName());
  const [attempt, setAttempt] = useState(0);
  const choices = useRemote(
    () =>
      Promise.all([
        valueAddedServices.catalogue(client, { silent: true }),
        products.listBasic(client, { page_size: 50 }, { silent: true }),
      ]),
    attempt,
  );
  const productId = Form.useWatch('product_id', form);
  const product = useRemote(
    () => (productId ? products.getBasic(client, productId) : Promise.resolve(null)),
    productId ?? 0,
  );
  if (choices.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  if (choices.state === 'loading') return <Skeleton active />;
  const [catalogue, blanks] = choices.data;
  const items = catalogue.find((entry) => entry.kind === 'design')?.items ?? [];
  const sizes = product.state === 'done' && product.data ? product.data.sizes : [];

  const submit = async (values: DesignForm) => {
    setBusy(true);
    try {
      const order = await designService.create(client, {
        ...values,
        brief: values.brief.trim(),
        reference_file_ids: references.map((file) => file.id),
        idempotency_key: idempotencyKey,
      });
      void message.success('设计需求已提交，已从余额支付');
      navigate(screenPath('valueAddedServicesDesign', { id: order.id }));
    } catch {
      // The notifier showed the server's message; the form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <div className="shop-page">
      <h2 className="page-title">设计需求</h2>
      <Card>
        {items.length === 0 ? (
          <Alert type="info" showIcon title="平台暂未开放设计服务项目，请稍后再来" />
        ) : (
          <Form<DesignForm>
            form={form}
            layout="vertical"
            initialValues={{ item_id: items[0]!.id, deadline: today() }}
            onFinish={(values) => void submit(values)}
            style={{ maxWidth: 640 }}
          >
            <Form.Item name="item_id" label="服务项目" rules={[{ required: true }]}>
              <Radio.Group
                options={items.map((item) => ({
                  value: item.id,
                  label: `${item.name} ¥${item.price}`,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="product_id"
              label="产品"
              rules={[{ required: true, message: '请选择产品' }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="设计用在哪个产品上"
                options={blanks.data.map((blank) => ({ value: blank.id, label: blank.name }))}
                onChange={() => form.setFieldValue('size_id', undefined)}
              />
            </Form.Item>
            <Form.Item
              name="size_id"
              label="尺码"
              rules={[{ required: true, message: '请选择尺码' }]}
            >
              <Select
                placeholder={productId ? '选择尺码' : '先选择产品'}
                disabled={!productId}
                options={sizes.map((size) => ({ value: size.id, label: size.name }))}
              />
            </Form.Item>
            <Form.Item
              name="deadline"
              label="交付期限"
              rules={[{ required: true, message: '请选择交付期限' }]}
            >
              <Input type="date" min={today()} style={{ maxWidth: 200 }} />
            </Form.Item>
            <Form.Item
              name="brief"
              label="设计需求"
              rules={[{ required: true, whitespace: true, message: '请填写设计需求' }]}
            >
              <Input.TextArea
                rows={5}
                maxLength={2000}
                showCount
                placeholder="主题、风格、配色、文字内容、用途等"
              />
            </Form.Item>
            <Form.Item label="参考图（选填，最多 9 张）">
              <AttachmentUpload value={references} onChange={setReferences} label="上传参考图" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                提交并支付
              </Button>
            </Form.Item>
          </Form>
        )}
      </Card>
    </div>
  );
}
