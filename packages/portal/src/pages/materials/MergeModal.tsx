import { Alert, Form, Select } from 'antd';
import { FormModal } from '../../components/FormModal.js';

export interface MergeChoice {
  id: number;
  label: string;
}

/**
 * Merges one tag or category into another the reseller picks, saying first what will happen, since
 * the merged one is deleted.
 */
export function MergeModal(props: {
  title: string;
  what: string;
  choices: MergeChoice[];
  note: string;
  merge: (intoId: number) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  return (
    <FormModal<{ into: number }>
      title={props.title}
      okText="合并"
      submit={({ into }) => props.merge(into)}
      onDone={props.onDone}
      onClose={props.onClose}
    >
      {() => (
        <>
          <Alert type="warning" showIcon title={props.note} style={{ marginBottom: 16 }} />
          <Form.Item
            label={`合并到${props.what}`}
            name="into"
            rules={[{ required: true, message: `请选择要合并到的${props.what}` }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={`选择${props.what}`}
              options={props.choices.map((choice) => ({ value: choice.id, label: choice.label }))}
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
