import {
  Button,
  Card,
  ColorPicker,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Switch,
} from 'antd';
import type { Color } from 'antd/es/color-picker';
import { site, type SiteSettings, type SiteSettingsUpdate } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { ImageField } from '../components/ImageField.js';
import { badHosts, badOrigins, cleanList } from './site-settings-rules.js';
import { StorePlatformsCard } from './StorePlatformsCard.js';
import { SubSiteLevelsCard } from './SubSiteLevelsCard.js';

const TIME_ZONE_OPTIONS = Intl.supportedValuesOf('timeZone').map((zone) => ({
  value: zone,
  label: zone,
}));

type FormValues = Omit<SiteSettings, 'primary_color'> & { primary_color: string | Color };

function listRule(bad: (values: string[]) => string[], what: string) {
  return {
    validator: async (_: unknown, value: string[] | undefined) => {
      const wrong = bad(cleanList(value));
      if (wrong.length > 0) throw new Error(`${what}格式不正确：${wrong.join('、')}`);
    },
  };
}

function toUpdate(values: FormValues): SiteSettingsUpdate {
  const color = values.primary_color;
  return {
    ...values,
    primary_color: typeof color === 'string' ? color : color.toHexString().slice(0, 7),
    embed_origins: cleanList(values.embed_origins),
    domains: cleanList(values.domains),
  };
}

/** A yuan amount of the site settings (2 decimals, 0 to `max`), required. */
function YuanSetting(props: {
  name: 'real_name_recharge_limit' | 'storage_fee_per_unit_month';
  label: string;
  extra: string;
  max: number;
  unit: string;
}) {
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      extra={props.extra}
      rules={[{ required: true, message: `请填写${props.label}` }]}
    >
      <InputNumber
        min={0}
        max={props.max}
        precision={2}
        suffix={props.unit}
        stringMode
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/**
 * /admin/site: brand, contact, man-machine verification, embed origins, host names, the
 * after-sales time limit, the recharge amount that needs 实名认证 and the warehouse 仓储费 rate.
 */
export default function SiteSettingsPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => site.getSettings(client), attempt);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();

  const save = async (values: FormValues) => {
    setSaving(true);
    try {
      const saved = await site.saveSettings(client, toUpdate(values));
      form.setFieldsValue(saved);
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  if (remote.state === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  if (remote.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="admin-page">
      <h2 className="page-title">站点设置</h2>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={remote.data}
        onFinish={save}
        className="admin-form"
        scrollToFirstError
      >
        <Card title="品牌" size="small">
          <Form.Item
            name="site_name"
            label="站点名称"
            rules={[{ required: true, whitespace: true, message: '请填写站点名称' }, { max: 60 }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="domain_name" label="站点域名（页脚显示）" rules={[{ max: 253 }]}>
            <Input placeholder="例如 podkit.example.com" />
          </Form.Item>
          <Form.Item name="primary_color" label="主题色">
            <ColorPicker disabledAlpha showText format="hex" />
          </Form.Item>
          <Form.Item
            name="time_zone"
            label="站点时区"
            extra="日期显示、按日期筛选、统计周期和订单号中的日期都按此时区计算"
            rules={[{ required: true, message: '请选择站点时区' }]}
          >
            <Select showSearch options={TIME_ZONE_OPTIONS} />
          </Form.Item>
          <div className="admin-image-grid">
            <Form.Item name="domain_logo_1" label="站点 Logo">
              <ImageField />
            </Form.Item>
            <Form.Item name="domain_logo_2" label="备用 Logo">
              <ImageField />
            </Form.Item>
            <Form.Item name="domain_ico_img" label="站点图标">
              <ImageField previewSize={48} />
            </Form.Item>
          </div>
          <Form.Item name="domain_license_no" label="备案号" rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Card>

        <Card title="联系方式" size="small">
          <Form.Item name="customer_phone" label="客服电话" rules={[{ max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="customer_email"
            label="客服邮箱"
            rules={[{ type: 'email', message: '邮箱格式不正确' }, { max: 200 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="customer_address" label="联系地址" rules={[{ max: 300 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="customer_qr_code" label="客服二维码">
            <ImageField />
          </Form.Item>
        </Card>

        <Card title="登录与嵌入" size="small">
          <Form.Item
            name="skip_man_machine_verify"
            label="登录时跳过人机验证"
            valuePropName="checked"
            extra="关闭后，登录需要填写图形验证码"
          >
            <Switch checkedChildren="跳过" unCheckedChildren="验证" />
          </Form.Item>
          <Form.Item
            name="embed_origins"
            label="允许嵌入的来源"
            extra="完整来源，如 https://shop.example.com（不含路径），输入后按回车"
            rules={[listRule(badOrigins, '嵌入来源')]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              placeholder="https://shop.example.com"
            />
          </Form.Item>
          <Form.Item
            name="domains"
            label="站点域名列表"
            extra="解析到本站点的域名，如 shop.example.com，输入后按回车"
            rules={[listRule(badHosts, '域名')]}
          >
            <Select mode="tags" open={false} suffixIcon={null} placeholder="shop.example.com" />
          </Form.Item>
        </Card>

        <Card title="售后" size="small">
          <Form.Item
            name="return_window_days"
            label="退货 / 重印申请期限（签收后天数）"
            extra="签收以物流妥投或用户确认收货为准；未知时按发货时间加物流方式的最长时效计算"
            rules={[{ required: true, message: '请填写申请期限' }]}
          >
            <InputNumber min={1} max={365} precision={0} suffix="天" />
          </Form.Item>
        </Card>

        <Card title="实名认证" size="small">
          <YuanSetting
            name="real_name_recharge_limit"
            label="单笔充值超过该金额需实名认证"
            extra="未通过实名认证的用户，单笔线下转账或在线充值不能超过此金额；填 0 则每笔充值都需认证"
            max={20000000}
            unit="元"
          />
        </Card>

        <Card title="仓储服务" size="small">
          <YuanSetting
            name="storage_fee_per_unit_month"
            label="仓储费（元/件/月）"
            extra="每月按用户在仓库中的件数出账，从余额扣除；余额不足时记为欠费并暂停库存发货"
            max={100}
            unit="元/件/月"
          />
        </Card>

        <div className="admin-form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            保存设置
          </Button>
        </div>
      </Form>
      <StorePlatformsCard />
      <SubSiteLevelsCard />
    </div>
  );
}
