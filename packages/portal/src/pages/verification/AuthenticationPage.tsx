import { Alert, Button, Card, Descriptions, Form, Image, Input, Radio, Skeleton, Tag } from 'antd';
import {
  verification,
  type StoredFile,
  type Verification,
  type VerificationKind,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { STATUS_COLOR } from '../../admin/verifications/status-color.js';
import { DocumentField } from './DocumentField.js';
import '../cart/shop.css';
import '../account/account.css';
import './verification.css';

interface Values {
  kind: VerificationKind;
  real_name?: string;
  id_number?: string;
  id_front?: StoredFile;
  id_back?: StoredFile;
  company_name?: string;
  credit_code?: string;
  legal_person?: string;
  licence?: StoredFile;
}

const picture = (label: string) => ({
  validator: (_: unknown, value?: StoredFile) =>
    value ? Promise.resolve() : Promise.reject(new Error(`请上传${label}`)),
});

/** authentication (实名认证): personal or company verification, reviewed by the platform. */
export default function AuthenticationPage() {
  const [version, setVersion] = useState(0);
  const mine = useRemote(() => verification.get(client, { silent: true }), version);
  if (mine.state === 'failed') return <Unreachable onRetry={() => setVersion((n) => n + 1)} />;
  return (
    <div className="shop-page">
      <h2 className="page-title">实名认证</h2>
      {mine.state === 'loading' ? (
        <Skeleton active />
      ) : (
        <div className="account-stack">
          <StatusCard data={mine.data} />
          {mine.data.status === 'none' || mine.data.status === 'rejected' ? (
            <SubmitCard previous={mine.data} onSubmitted={() => setVersion((n) => n + 1)} />
          ) : null}
        </div>
      )}
    </div>
  );
}

function StatusCard({ data }: { data: Verification }) {
  const company = data.kind === 'company';
  return (
    <Card size="small" title="认证状态">
      <div className="verify-status">
        <Tag color={STATUS_COLOR[data.status]} data-testid="verification-status">
          {data.status_label}
        </Tag>
        <span className="verify-status-note">
          单笔充值超过 ¥{data.recharge_limit} 需完成实名认证
        </span>
      </div>
      {data.status === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          className="verify-alert"
          title={`认证未通过：${data.reject_reason}`}
          description="请按原因修改资料后重新提交。"
        />
      ) : null}
      {data.status === 'pending' ? (
        <Alert
          type="info"
          showIcon
          className="verify-alert"
          title="资料已提交，平台审核后会通过站内消息通知你。"
        />
      ) : null}
      {data.kind && data.status !== 'rejected' ? (
        <Descriptions size="small" column={1} className="verify-facts">
          <Descriptions.Item label="认证类型">
            {company ? '企业认证' : '个人认证'}
          </Descriptions.Item>
          {company ? (
            <>
              <Descriptions.Item label="企业名称">{data.company_name}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{data.credit_code}</Descriptions.Item>
              <Descriptions.Item label="法定代表人">{data.legal_person}</Descriptions.Item>
            </>
          ) : (
            <>
              <Descriptions.Item label="真实姓名">{data.real_name}</Descriptions.Item>
              <Descriptions.Item label="身份证号">{data.id_number_masked}</Descriptions.Item>
            </>
          )}
          {data.submitted_at ? (
            <Descriptions.Item label="提交时间">
              {formatDateTime(data.submitted_at)}
            </Descriptions.Item>
          ) : null}
          {data.reviewed_at ? (
            <Descriptions.Item label="审核时间">
              {formatDateTime(data.reviewed_at)}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="证件照片">
            <Image.PreviewGroup>
              <div className="verify-thumbs">
                {data.documents.map((doc) => (
                  <Image
                    key={doc.role}
                    src={doc.url}
                    alt={doc.role_label}
                    width={120}
                    height={76}
                  />
                ))}
              </div>
            </Image.PreviewGroup>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  );
}

function SubmitCard({
  previous,
  onSubmitted,
}: {
  previous: Verification;
  onSubmitted: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? previous.kind ?? 'personal';
  const [saving, setSaving] = useState(false);

  async function submit(values: Values) {
    setSaving(true);
    try {
      const body =
        values.kind === 'personal'
          ? {
              kind: values.kind,
              real_name: values.real_name,
              id_number: values.id_number,
              id_front_file_id: values.id_front?.id,
              id_back_file_id: values.id_back?.id,
            }
          : {
              kind: values.kind,
              company_name: values.company_name,
              credit_code: values.credit_code,
              legal_person: values.legal_person,
              licence_file_id: values.licence?.id,
            };
      await verification.submit(client, body);
      onSubmitted();
    } catch {
      // The client has shown why (a wrong check digit, a missing picture).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title={previous.status === 'rejected' ? '重新提交认证' : '提交认证'}>
      <Form<Values>
        form={form}
        layout="vertical"
        className="verify-form"
        initialValues={{
          kind: previous.kind ?? 'personal',
          real_name: previous.real_name,
          company_name: previous.company_name,
          credit_code: previous.credit_code,
          legal_person: previous.legal_person,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="认证类型" name="kind">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'personal', label: '个人认证' },
              { value: 'company', label: '企业认证' },
            ]}
          />
        </Form.Item>
        {kind === 'personal' ? (
          <>
            <Form.Item
              label="真实姓名"
              name="real_name"
              rules={[{ required: true, whitespace: true, message: '请输入真实姓名' }]}
            >
              <Input maxLength={50} autoComplete="name" />
            </Form.Item>
            <Form.Item
              label="身份证号"
              name="id_number"
              extra="18 位居民身份证号，仅用于认证，加密保存"
              rules={[
                { required: true, message: '请输入身份证号' },
                { pattern: /^\s*\d{17}[\dXx]\s*$/, message: '身份证号应为 18 位，最后一位可为 X' },
              ]}
            >
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
            <div className="verify-documents">
              <Form.Item name="id_front" rules={[picture('身份证人像面')]}>
                <DocumentField label="身份证人像面" />
              </Form.Item>
              <Form.Item name="id_back" rules={[picture('身份证国徽面')]}>
                <DocumentField label="身份证国徽面" />
              </Form.Item>
            </div>
          </>
        ) : (
          <>
            <Form.Item
              label="企业名称"
              name="company_name"
              rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              label="统一社会信用代码"
              name="credit_code"
              rules={[{ required: true, message: '请输入统一社会信用代码' }]}
            >
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
            <Form.Item
              label="法定代表人"
              name="legal_person"
              rules={[{ required: true, whitespace: true, message: '请输入法定代表人' }]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <div className="verify-documents">
              <Form.Item name="licence" rules={[picture('营业执照')]}>
                <DocumentField label="营业执照" />
              </Form.Item>
            </div>
          </>
        )}
        <p className="verify-note">照片仅你本人和平台审核人员可见，请确保文字清晰、四角完整。</p>
        <Permission name="submit">
          <Button type="primary" htmlType="submit" loading={saving}>
            提交认证
          </Button>
        </Permission>
      </Form>
    </Card>
  );
}
