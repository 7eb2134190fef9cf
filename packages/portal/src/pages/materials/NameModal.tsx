import { Form, Input } from 'antd';
import { FormModal } from '../../components/FormModal.js';

/** Asks for a tag's or a category's name, new or renamed, and hands it to `save`. */
export function NameModal(props: {
  title: string;
  label: string;
  initial?: string;
  maxLength: number;
  save: (name: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  return (
    <FormModal<{ name: string }>
      title={props.title}
      okText="保存"
      initialValues={{ name: props.initial ?? '' }}
      submit={({ name }) => props.save(name.trim())}
      onDone={props.onDone}
      onClose={props.onClose}
    >
      {(_form, submit) => (
        <Form.Item
          label={props.label}
          name="name"
          rules={[
            { required: true, whitespace: true, message: `请填写${props.label}` },
            { max: props.maxLength, message: `${props.label}最多 ${props.maxLength} 个字` },
          ]}
        >
          <Input autoFocus onPressEnter={submit} />
        </Form.Item>
      )}
    </FormModal>
  );
}
