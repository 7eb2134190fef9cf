import { Form, Input, Tree } from 'antd';
import { team, type GrantableEntry, type TeamRole } from '@podkit/sdk-core';
import { useMemo, useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';
import { checkedOfGrants, grantTree, grantsOfChecked, toggleGrant } from './role-grants.js';

/** 新建角色 / 编辑角色: a name and the screens and buttons it grants, picked from the owner's menu. */
export function RoleModal({
  menu,
  role,
  onSaved,
  onClose,
}: {
  menu: GrantableEntry[];
  role: TeamRole | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const tree = useMemo(() => grantTree(menu), [menu]);
  const [checked, setChecked] = useState(() => checkedOfGrants(role?.grants ?? []));
  const [error, setError] = useState('');

  async function save({ name }: { name: string }) {
    const grants = grantsOfChecked(menu, checked);
    if (grants.length === 0) {
      setError('请至少选择一个页面');
      // Refused here: the dialog stays open with what was typed.
      throw new Error('no grants');
    }
    const body = { name: name.trim(), grants };
    if (role) await team.updateRole(client, role.id, body);
    else await team.createRole(client, body);
  }

  return (
    <FormModal<{ name: string }>
      title={role ? '编辑角色' : '新建角色'}
      okText="保存"
      initialValues={{ name: role?.name ?? '' }}
      submit={save}
      onDone={onSaved}
      onClose={onClose}
      maskClosable={false}
      width={640}
    >
      {() => (
        <>
          <Form.Item
            label="角色名称"
            name="name"
            rules={[
              { required: true, whitespace: true, message: '请输入角色名称' },
              { max: 20, message: '角色名称最多 20 个字' },
            ]}
          >
            <Input placeholder="如：订单客服、设计师" />
          </Form.Item>
          <Form.Item
            label="可访问的页面与按钮"
            extra="勾选页面即可进入该页面；页面下的按钮可单独取消。子账号只能使用勾选的按钮，服务器同样拒绝未授权的操作。"
            validateStatus={error ? 'error' : undefined}
            help={error || undefined}
          >
            <div className="team-grant-tree">
              <Tree
                checkable
                checkStrictly
                selectable={false}
                defaultExpandedKeys={tree.map((group) => group.key)}
                treeData={tree}
                titleRender={(node) => <span data-grant={node.key}>{node.title}</span>}
                checkedKeys={[...checked]}
                onCheck={(_, info) => {
                  setError('');
                  setChecked(toggleGrant(tree, checked, String(info.node.key), info.checked));
                }}
              />
            </div>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
