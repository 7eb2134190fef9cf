import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * A dialog around one form: OK validates, hands the values to `submit` and closes through `onDone`
 * once the server took them; a refusal keeps it open with what was typed (the client shows why).
 */
export function FormModal<Values extends object, Saved = unknown>(props: {
  title: string;
  okText: string;
  width?: number;
  /** The OK button in red: it removes or turns off something. */
  danger?: boolean;
  /** False where a stray click on the mask would lose much typing. */
  maskClosable?: boolean;
  initialValues?: Partial<Values>;
  submit: (values: Values) => Promise<Saved>;
  /** Called with what `submit` resolved to. */
  onDone: (saved: Saved) => void;
  onClose: () => void;
  children: (form: FormInstance<Values>, submit: () => void) => ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      props.onDone(await props.submit(values));
    } catch {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
      {...(props.width ? { width: props.width } : {})}
      {...(props.danger ? { okButtonProps: { danger: true } } : {})}
      {...(props.maskClosable === false ? { maskClosable: false } : {})}
    >
      <Form form={form} layout="vertical" initialValues={props.initialValues}>
        {props.children(form, () => void submit())}
      </Form>
    </Modal>
  );
}
