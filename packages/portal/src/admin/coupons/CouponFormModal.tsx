import { DatePicker, Form, Input, InputNumber, Radio, Switch, type FormInstance } from 'antd';
import {
  coupons,
  type AdminCoupon,
  type AdminCouponInput,
  type CouponKind,
} from '@podkit/sdk-core';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

interface Fields {
  name: string;
  kind: CouponKind;
  amount_off?: number;
  percent_off?: number;
  min_spend?: number;
  period: [Dayjs, Dayjs];
  status: boolean;
}

/** Create or edit a coupon: amount or percent off, minimum spend, validity window. */
export function CouponFormModal({
  coupon,
  onSaved,
  onClose,
}: {
  coupon?: AdminCoupon;
  onSaved: () => void;
  onClose: () => void;
}) {
  async function save(values: Fields) {
    const body: AdminCouponInput = {
      name: values.name.trim(),
      kind: values.kind,
      ...(values.kind === 'amount'
        ? { amount_off: values.amount_off ?? 0 }
        : { percent_off: values.percent_off ?? 0 }),
      min_spend: values.min_spend ?? 0,
      valid_from: values.period[0].startOf('day').toISOString(),
      valid_to: values.period[1].endOf('day').toISOString(),
      status: values.status ? 1 : 0,
    };
    if (coupon) await coupons.adminUpdate(client, coupon.id, body);
    else await coupons.adminCreate(client, body);
  }

  return (
    <FormModal<Fields>
      title={coupon ? '编辑优惠券' : '新建优惠券'}
      okText="保存"
      submit={save}
      onDone={onSaved}
      onClose={onClose}
      initialValues={
        coupon
          ? {
              name: coupon.name,
              kind: coupon.kind,
              amount_off: Number(coupon.amount_off),
              percent_off: coupon.percent_off,
              min_spend: Number(coupon.min_spend),
              period: [dayjs(coupon.valid_from), dayjs(coupon.valid_to)],
              status: coupon.status === 1,
            }
          : {
              kind: 'amount',
              min_spend: 0,
              period: [dayjs().startOf('day'), dayjs().add(30, 'day')],
              status: true,
            }
      }
    >
      {(form) => <CouponFields form={form} fallbackKind={coupon?.kind ?? 'amount'} />}
    </FormModal>
  );
}

/** The coupon's fields; the amount field follows the chosen kind. */
function CouponFields({
  form,
  fallbackKind,
}: {
  form: FormInstance<Fields>;
  fallbackKind: CouponKind;
}) {
  const kind = Form.useWatch('kind', form) ?? fallbackKind;
  return (
    <>
      <Form.Item
        label="名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请填写名称' }, { max: 64 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="类型" name="kind">
        <Radio.Group
          options={[
            { value: 'amount', label: '满减（减固定金额）' },
            { value: 'percent', label: '折扣（按商品金额百分比）' },
          ]}
        />
      </Form.Item>
      {kind === 'amount' ? (
        <Form.Item
          label="减免金额（元）"
          name="amount_off"
          rules={[{ required: true, message: '请填写减免金额' }]}
        >
          <InputNumber min={0.01} precision={2} style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <Form.Item
          label="优惠百分比（%）"
          name="percent_off"
          rules={[{ required: true, message: '请填写 1–99 之间的百分比' }]}
        >
          <InputNumber min={1} max={99} precision={0} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item label="最低消费（元，0 为无门槛）" name="min_spend">
        <InputNumber min={0} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="有效期" name="period" rules={[{ required: true, message: '请选择有效期' }]}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item label="可发放" name="status" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
