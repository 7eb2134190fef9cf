import { Button, Card, Empty, Form, InputNumber, Select, Skeleton, Table, Tag } from 'antd';
import { shipping, type LogisticsMethod, type ShippingChannel } from '@podkit/sdk-core';
import { useState } from 'react';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { regionLabel, regionOptions, weightLabel } from './regions.js';
import '../cart/shop.css';
import './shipping.css';

function Destinations({ codes }: { codes: string[] }) {
  if (codes.length === 0) return <Tag color="green">全部国家和地区</Tag>;
  return (
    <div className="shipping-regions">
      {codes.map((code) => (
        <Tag key={code}>{regionLabel(code)}</Tag>
      ))}
    </div>
  );
}

function WeightRule({ channel }: { channel: ShippingChannel }) {
  return (
    <div>
      <div>
        首重 {weightLabel(channel.first_weight_grams)} ¥{channel.first_fee}
      </div>
      <div className="shop-muted">
        续重每 {weightLabel(channel.additional_weight_grams)} ¥{channel.additional_fee}
      </div>
    </div>
  );
}

interface QuoteFields {
  country_code: string;
  weight_grams: number;
}

/** The calculator: destination + weight → each channel's fee, as checkout would charge it. */
function ShippingCalculator({ channels }: { channels: ShippingChannel[] }) {
  const [form] = Form.useForm<QuoteFields>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ asked: QuoteFields; methods: LogisticsMethod[] } | null>(
    null,
  );
  const submit = async (asked: QuoteFields) => {
    setBusy(true);
    try {
      setResult({ asked, methods: await shipping.quote(client, asked) });
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="运费试算">
      <Form
        form={form}
        layout="inline"
        className="shipping-calculator"
        initialValues={{ country_code: 'US', weight_grams: 500 }}
        onFinish={(fields) => void submit(fields)}
      >
        <Form.Item
          name="country_code"
          label="目的地"
          rules={[{ required: true, message: '请选择目的国家或地区' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            className="shipping-region-select"
            options={regionOptions(channels.flatMap((channel) => channel.country_codes))}
          />
        </Form.Item>
        <Form.Item
          name="weight_grams"
          label="重量（克）"
          rules={[{ required: true, message: '请填写重量' }]}
        >
          <InputNumber min={1} max={1_000_000} precision={0} className="shipping-weight" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            计算运费
          </Button>
        </Form.Item>
      </Form>
      {result && (
        <Table<LogisticsMethod>
          className="shipping-quote"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={result.methods}
          locale={{
            emptyText: (
              <Empty description={`没有发往${regionLabel(result.asked.country_code)}的物流渠道`} />
            ),
          }}
          columns={[
            { title: '物流渠道', dataIndex: 'name', key: 'name' },
            {
              title: `运费（${weightLabel(result.asked.weight_grams)}）`,
              key: 'fee',
              render: (_, method) => <span className="shop-price">¥{method.fee}</span>,
            },
            { title: '时效', dataIndex: 'delivery_time', key: 'time' },
          ]}
        />
      )}
    </Card>
  );
}

/** shipping (物流渠道): the logistics methods checkout offers, their prices, and a calculator. */
export default function ShippingPage() {
  const [attempt, setAttempt] = useState(0);
  const list = useRemote(
    () => shipping.channels(client, { silent: attempt > 0 }),
    `channels#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  const channels = list.state === 'done' ? list.data : [];
  const weights = channels[0]?.sample_prices.map((sample) => sample.weight_grams) ?? [];
  return (
    <div className="shop-page">
      <h2 className="page-title">物流渠道</h2>
      {list.state === 'loading' ? (
        <Skeleton active />
      ) : (
        <>
          <ShippingCalculator channels={channels} />
          <Table<ShippingChannel>
            rowKey="id"
            dataSource={channels}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description="本站暂未提供物流渠道" /> }}
            columns={[
              { title: '物流渠道', dataIndex: 'name', key: 'name', fixed: 'left' },
              {
                title: '配送国家和地区',
                key: 'regions',
                render: (_, channel) => <Destinations codes={channel.country_codes} />,
              },
              {
                title: '计费（首重 / 续重）',
                key: 'rule',
                render: (_, channel) => <WeightRule channel={channel} />,
              },
              ...weights.map((weight, index) => ({
                title: weightLabel(weight),
                key: `w${weight}`,
                align: 'right' as const,
                render: (_: unknown, channel: ShippingChannel) =>
                  `¥${channel.sample_prices[index]?.fee ?? ''}`,
              })),
              { title: '时效', dataIndex: 'delivery_time', key: 'time' },
            ]}
          />
          <p className="shop-muted">
            运费 = 首重费用 +
            每个续重（不足一个续重按一个计）的费用，与下单结算时的计算相同；重量为商品重量之和。
          </p>
        </>
      )}
    </div>
  );
}
