import { Button, Popconfirm, Space } from 'antd';

/**
 * A list row's 编辑 and 删除 (with a confirmation). A workbench page passes what the role's buttons
 * allow; the server refuses the rest anyway.
 */
export function RowActions(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteNote?: string;
  canEdit?: boolean;
  canDelete?: boolean;
}) {
  return (
    <Space size={0}>
      {props.canEdit !== false && (
        <Button type="link" size="small" onClick={props.onEdit}>
          编辑
        </Button>
      )}
      {props.canDelete !== false && (
        <Popconfirm
          title={`删除「${props.name}」？`}
          {...(props.deleteNote ? { description: props.deleteNote } : {})}
          okText="删除"
          cancelText="取消"
          onConfirm={props.onDelete}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
