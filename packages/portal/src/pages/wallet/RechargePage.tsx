import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Image,
  Input,
  InputNumber,
  Progress,
  Skeleton,
  Table,
  Tabs,
  Tag,
  Upload,
} from 'antd';
import {
  recharge,
  verification,
  type RechargeRecord,
  type Paginator,
  type RechargeStatus,
  type StoredFile,
} from '@podkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '../../app/use-store.js';
import { useFileUpload } from '../../components/use-file-upload.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { $workbench, refreshAccount } from '../../workbench/session.js';
import { LevelProgress } from '../workbench/LevelProgress.js';
import { serverPages, timeColumn } from '../../components/paged-table.js';
import { useAlipayReturn } from './use-alipay-return.js';
import '../cart/shop.css';

const STATUS_COLOR: Record<RechargeStatus, string> = {
  pending: 'gold',
  approved: 'green',
  paid: 'green',
  rejected: 'red',
  closed: 'default',
};

/** How often the list is read again while an online payment waits for its notification. */
const ONLINE_POLL_MS = 3000;
const VOUCHER_ACCEPT = '.png,.jpg,.jpeg,.webp,.bmp,.gif';

/** The transfer voucher field: a picture uploaded as type 'voucher', held as the stored file. */
function VoucherField({
  value,
  onChange,
}: {
  value?: StoredFile;
  onChange?: (file: StoredFile | undefined) => void;
}) {
  const { percent, upload } = useFileUpload('voucher');
  return (
    <div className="shop-filters">
      {value ? <Image src={value.url} width={96} height={96} alt="转账凭证" /> : null}
      <Upload
        accept={VOUCHER_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file).then((stored) => stored && onChange?.(stored));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {value ? '重新上传凭证' : '上传转账凭证'}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" style={{ width: 120 }} /> : null}
    </div>
  );
}

interface OfflineForm {
  amount: number;
  voucher: StoredFile;
  remark?: string;
}

/** recharge (/setting/recharge): transfer with a voucher for approval, or Alipay page pay. */
export default function RechargePage() {
  const session = useStore($workbench);
  const settings = useRemote(() => recharge.settings(client, { silent: true }), 'settings');
  const [page, setPage] = useState(1);
  const [listKey, setListKey] = useState(0);
  const list = useRemote(
    () => recharge.listMine(client, { page, page_size: 10 }, { silent: true }),
    `${page}#${listKey}`,
  );
  // A re-read keeps the rows on screen instead of flashing an empty table.
  const shown = useRef<Paginator<RechargeRecord> | null>(null);
  if (list.state === 'done') shown.current = list.data;
  const rows = shown.current?.data ?? [];
  const [offline] = Form.useForm<OfflineForm>();
  const [online] = Form.useForm<{ amount: number }>();
  const [busy, setBusy] = useState(false);

  // The balance and level may have changed since sign-in (an approval, a payment).
  useEffect(() => {
    void refreshAccount();
  }, []);

  useAlipayReturn(() => {
    setListKey((n) => n + 1);
    void refreshAccount();
  });

  // Back from Alipay, the payment is credited when the gateway's notification arrives: read the
  // list again until no online recharge waits, then the balance and level.
  const waitingOnline = rows.some(
    (record) => record.method === 'alipay' && record.status === 'pending',
  );
  useEffect(() => {
    if (!waitingOnline) return;
    const timer = setTimeout(() => {
      setListKey((n) => n + 1);
      void refreshAccount();
    }, ONLINE_POLL_MS);
    return () => clearTimeout(timer);
  }, [waitingOnline, listKey]);

  const limits = settings.state === 'done' ? settings.data : null;
  const min = limits ? Number(limits.min_amount) : 0.01;
  const max = limits ? Number(limits.max_amount) : undefined;

  async function submitOffline(values: OfflineForm) {
    setBusy(true);
    try {
      await recharge.createOffline(client, {
        amount: String(values.amount),
        voucher_file_id: values.voucher.id,
        ...(values.remark ? { remark: values.remark } : {}),
      });
      offline.resetFields();
      setPage(1);
      setListKey((n) => n + 1);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  async function submitOnline(values: { amount: number }) {
    setBusy(true);
    try {
      const started = await recharge.createOnline(client, {
        amount: String(values.amount),
        method: 'alipay',
      });
      window.location.assign(started.pay_url);
    } catch {
      setBusy(false);
    }
  }

  const amountRules = [
    { required: true, message: '请输入充值金额' },
    {
      validator: (_: unknown, value: number | null) =>
        value === null ||
        value === undefined ||
        (value >= min && (max === undefined || value <= max))
          ? Promise.resolve()
          : Promise.reject(
              new Error(
                `充值金额须在 ${limits?.min_amount ?? min} 到 ${limits?.max_amount ?? '不限'} 元之间`,
              ),
            ),
    },
  ];
  const amountInput = (
    <InputNumber min={0.01} precision={2} step={100} prefix="¥" style={{ width: 200 }} />
  );

  return (
    <div className="shop-page">
      <h2 className="page-title">余额充值</h2>
      {session ? (
        <Card size="small">
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'balance',
                label: '账户余额',
                children: <span className="shop-price">¥{session.info.balance}</span>,
              },
              { key: 'level', label: '会员等级', children: session.group.level_name },
              {
                key: 'progress',
                label: '升级进度',
                children: <LevelProgress group={session.group} />,
              },
            ]}
          />
        </Card>
      ) : null}
      <VerificationHint />
      <Card size="small">
        {settings.state === 'loading' ? (
          <Skeleton active />
        ) : (
          <Tabs
            items={[
              {
                key: 'offline',
                label: '线下转账',
                children: (
                  <>
                    {limits?.bank_account ? (
                      <Descriptions
                        size="small"
                        column={1}
                        title="请转账到以下账户，并上传转账凭证"
                        items={[
                          {
                            key: 'bank',
                            label: '开户银行',
                            children: limits.bank_account.bank_name,
                          },
                          {
                            key: 'name',
                            label: '户名',
                            children: limits.bank_account.account_name,
                          },
                          { key: 'no', label: '账号', children: limits.bank_account.account_no },
                        ]}
                      />
                    ) : (
                      <p className="shop-muted">收款账户请联系客服获取。</p>
                    )}
                    <Form<OfflineForm>
                      form={offline}
                      layout="vertical"
                      onFinish={(values) => void submitOffline(values)}
                      style={{ maxWidth: 480 }}
                    >
                      <Form.Item label="转账金额" name="amount" rules={amountRules}>
                        {amountInput}
                      </Form.Item>
                      <Form.Item
                        label="转账凭证"
                        name="voucher"
                        rules={[{ required: true, message: '请上传转账凭证' }]}
                      >
                        <VoucherField />
                      </Form.Item>
                      <Form.Item label="备注" name="remark" rules={[{ max: 200 }]}>
                        <Input.TextArea rows={2} maxLength={200} showCount />
                      </Form.Item>
                      <Button type="primary" htmlType="submit" loading={busy}>
                        提交审核
                      </Button>
                    </Form>
                  </>
                ),
              },
              {
                key: 'alipay',
                label: '支付宝',
                disabled: !limits?.online_methods.includes('alipay'),
                children: (
                  <Form<{ amount: number }>
                    form={online}
                    layout="vertical"
                    onFinish={(values) => void submitOnline(values)}
                    style={{ maxWidth: 480 }}
                  >
                    <Form.Item label="充值金额" name="amount" rules={amountRules}>
                      {amountInput}
                    </Form.Item>
                    <Button type="primary" htmlType="submit" loading={busy}>
                      前往支付宝付款
                    </Button>
                  </Form>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Card size="small" title="充值记录">
        <Table<RechargeRecord>
          size="small"
          rowKey="id"
          loading={list.state === 'loading' && !shown.current}
          dataSource={rows}
          scroll={{ x: 720 }}
          pagination={serverPages(page, 10, shown.current?.total ?? 0, setPage)}
          columns={[
            { title: '充值单号', dataIndex: 'recharge_no' },
            { title: '方式', dataIndex: 'method_label', width: 90 },
            { title: '金额（元）', dataIndex: 'amount', width: 110 },
            {
              title: '状态',
              dataIndex: 'status',
              width: 140,
              render: (status: RechargeStatus, record) => (
                <>
                  <Tag color={STATUS_COLOR[status]}>{record.status_label}</Tag>
                  {record.reject_reason ? (
                    <div className="shop-danger">{record.reject_reason}</div>
                  ) : null}
                </>
              ),
            },
            timeColumn('提交时间', 'created_at', 170),
          ]}
        />
      </Card>
    </div>
  );
}

/** Until the account is 已认证, says above which amount a single recharge needs 实名认证. */
function VerificationHint() {
  const mine = useRemote(() => verification.get(client, { silent: true }), 'verification');
  if (mine.state !== 'done' || mine.data.status === 'approved') return null;
  const { data } = mine;
  return (
    <Alert
      type="info"
      showIcon
      title={`单笔充值超过 ¥${data.recharge_limit} 需先完成实名认证${data.status === 'pending' ? '（审核中）' : ''}`}
      action={<Link to="/setting/authentication">去认证</Link>}
    />
  );
}
