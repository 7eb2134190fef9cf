import { Alert, Button, Card, Form, Input, Radio, Skeleton } from 'antd';
import {
  packaging,
  type PackagingKind,
  type PackagingPrintSize,
  type PackagingTemplate,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { screenPath } from '../catalog/screen-path.js';
import {
  PackagingDesignField,
  designProblem,
  type TemplateDesign,
} from './PackagingDesignField.js';
import { packagingKindOptions } from './packaging-tags.js';
import '../cart/shop.css';
import '../work-orders/work-orders.css';

interface TemplateForm {
  kind: PackagingKind;
  name: string;
  design: TemplateDesign | null;
  note?: string;
}

/** The design a saved template has, as the form holds it. */
function savedDesign(template: PackagingTemplate): TemplateDesign {
  const { design_file: file, design_document: document } = template;
  return document
    ? {
        source: 'editor',
        document,
        madeFor: template.kind,
        url: file.url,
      }
    : { source: 'file', name: file.name, url: file.url };
}

/** What the request carries of the design: a new upload, the editor's document, or nothing (kept). */
function designBody(design: TemplateDesign | null) {
  if (design?.source === 'editor') return { design_document: design.document };
  return design?.id ? { design_file_id: design.id } : {};
}

/**
 * bottomTemplateCreate (新建包装模板): kind, name, the design (made in the editor on the kind's
 * print size, or an uploaded file) and a note, submitted for review; ?id= edits a template not yet
 * paid for and submits it again (an approved one is reviewed and priced again).
 */
export default function BottomTemplateCreatePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const [form] = Form.useForm<TemplateForm>();
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(!id);
  const [rejectReason, setRejectReason] = useState('');
  const [wasApproved, setWasApproved] = useState(false);
  const [sizes, setSizes] = useState<PackagingPrintSize[]>([]);
  const kind = Form.useWatch('kind', form) ?? 'insert';

  useEffect(() => {
    packaging.printSizes(client).then(setSizes, () => setSizes([]));
  }, []);

  useEffect(() => {
    if (!id) return;
    packaging.get(client, id).then(
      (template) => {
        form.setFieldsValue({
          kind: template.kind,
          name: template.name,
          note: template.note,
          design: savedDesign(template),
        });
        setRejectReason(template.status === 'rejected' ? template.reject_reason : '');
        setWasApproved(template.status === 'approved');
        setLoaded(true);
      },
      () => navigate(screenPath('bottomTemplateIndex')),
    );
  }, [id, form, navigate]);

  const submit = async (values: TemplateForm) => {
    setBusy(true);
    const body = {
      kind: values.kind,
      name: values.name,
      note: values.note ?? '',
      ...designBody(values.design),
    };
    try {
      if (id) await packaging.update(client, id, body);
      else await packaging.create(client, body);
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
        {wasApproved ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title="此模板已审核通过，尚未支付制版费"
            description="修改后将重新提交审核，原定费用作废，由运营重新审核定价。"
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
            label="设计"
            dependencies={['kind']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, design: TemplateDesign | null) => {
                  const problem = designProblem(design, getFieldValue('kind') as PackagingKind);
                  if (problem) throw new Error(problem);
                },
              }),
            ]}
            extra="在编辑器中按实际印刷尺寸设计，或上传 PNG、JPG、PSD、SVG、TIFF 文件；设计仅你和运营人员可见"
          >
            <PackagingDesignField kind={kind} sizes={sizes} />
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
