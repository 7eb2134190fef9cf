import { Alert, Button, Card, Form, Input, Radio, Skeleton } from 'antd';
import { packaging, type PackagingKind } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from '../catalog/screen-path.js';
import { DesignUpload, type DesignChoice } from './DesignUpload.js';
import { packagingKindOptions } from './packaging-tags.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';

interface TemplateForm {
  kind: PackagingKind;
  name: string;
  design: DesignChoice | null;
  note?: string;
}

/**
 * bottomTemplateCreate (新建包装模板): kind, name, the design file and a note, submitted for review;
 * ?id= edits a pending or rejected template and submits it again.
 */
export default function BottomTemplateCreatePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const [form] = Form.useForm<TemplateForm>();
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(!id);
  const [rejectReason, setRejectReason] = useState('');

  useEffect(() => {
    if (!id) return;
    packaging.get(client, id).then(
      (template) => {
        form.setFieldsValue({
          kind: template.kind,
          name: template.name,
          note: template.note,
          design: { name: template.design_file.name, url: template.design_file.url },
        });
        setRejectReason(template.status === 'rejected' ? template.reject_reason : '');
        setLoaded(true);
      },
      () => navigate(screenPath('bottomTemplateIndex')),
    );
  }, [id, form, navigate]);

  const submit = async (values: TemplateForm) => {
    setBusy(true);
    const body = { kind: values.kind, name: values.name, note: values.note ?? '' };
    const fileId = values.design?.id;
    try {
      if (id)
        await packaging.update(client, id, {
          ...body,
          ...(fileId ? { design_file_id: fileId } : {}),
        });
      else await packaging.create(client, { ...body, design_file_id: fileId! });
      navigate(screenPath('bottomTemplateIndex'));
    } catch {
      // The notifier showed the server's message; the form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <div className="shop-page">
      <h2 className="page-title">{id ? '修改包装模板' : '新建包装模板'}</h2>
      <Card className="work-order-form">
        {rejectReason ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={`驳回原因：${rejectReason}`}
            description="修改后保存即重新提交审核。"
          />
        ) : null}
        {loaded ? null : <Skeleton active />}
        <Form<TemplateForm>
          form={form}
          layout="vertical"
          hidden={!loaded}
          initialValues={{ kind: 'insert', design: null }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="kind" label="包装类型" rules={[{ required: true }]}>
            <Radio.Group optionType="button" options={packagingKindOptions} />
          </Form.Item>
          <Form.Item
            name="name"
            label="模板名称"
            rules={[{ required: true, whitespace: true, message: '请填写模板名称' }]}
          >
            <Input maxLength={60} showCount placeholder="如：品牌吊牌（黑底白字）" />
          </Form.Item>
          <Form.Item
            name="design"
            label="设计文件"
            rules={[{ required: true, message: '请上传设计文件' }]}
            extra="支持 PNG、JPG、PSD、SVG、TIFF，文件仅你和运营人员可见"
          >
            <DesignUpload />
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder="尺寸、材质、放置位置等要求"
            />
          </Form.Item>
          <div className="shop-filters">
            <Permission name="save">
              <Button type="primary" htmlType="submit" loading={busy}>
                提交审核
              </Button>
            </Permission>
            <Button onClick={() => navigate(screenPath('bottomTemplateIndex'))}>
              返回包装模板
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
