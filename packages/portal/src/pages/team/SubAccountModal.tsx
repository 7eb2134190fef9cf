import { Form, Input, Select } from 'antd';
import { team, type SubAccount, type TeamRole } from '@podkit/sdk-core';
import { FormModal } from '../../components/FormModal.js';
import { client } from '../../sdk/client.js';

interface Values {
  username: string;
  nickname: string;
  role_id: number;
  password: string;
}

const passwordRules = [
  { min: 8, max: 64, message: '密码需为 8–64 个字符' },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d)/, message: '密码需同时包含字母和数字' },
];

/** 新建子账号 / 编辑子账号: its sign-in name, a name to show, its role, and a password. */
export function SubAccountModal({
  roles,
  account,
  onSaved,
  onClose,
}: {
  roles: TeamRole[];
  account: SubAccount | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  async function save(values: Values) {
    if (account) {
      await team.updateSubAccount(client, account.id, {
        nickname: values.nickname?.trim() ?? '',
        role_id: values.role_id,
        ...(values.password ? { password: values.password } : {}),
      });
    } else {
      await team.createSubAccount(client, {
        username: values.username.trim(),
        password: values.password,
        nickname: values.nickname?.trim() ?? '',
        role_id: values.role_id,
      });
    }
  }

  return (
    <FormModal<Values>
      title={account ? '编辑子账号' : '新建子账号'}
      okText="保存"
      initialValues={{
        username: account?.username ?? '',
        nickname: account?.nickname ?? '',
        role_id: account?.role_id ?? roles[0]?.id,
      }}
      submit={save}
      onDone={onSaved}
      onClose={onClose}
      maskClosable={false}
    >
      {() => (
        <>
          <Form.Item
            label="登录用户名"
            name="username"
            extra={account ? undefined : '子账号用它和密码登录，登录后代表主账号操作'}
            rules={[
              { required: true, whitespace: true, message: '请输入用户名' },
              { min: 3, max: 32, message: '用户名需为 3–32 个字符' },
            ]}
          >
            <Input disabled={Boolean(account)} autoComplete="off" />
          </Form.Item>
          <Form.Item label="姓名" name="nickname" rules={[{ max: 32 }]}>
            <Input placeholder="操作日志中显示" />
          </Form.Item>
          <Form.Item
            label="角色"
            name="role_id"
            rules={[{ required: true, message: '请选择角色' }]}
          >
            <Select
              options={roles.map((role) => ({ value: role.id, label: role.name }))}
              placeholder="请选择角色"
            />
          </Form.Item>
          <Form.Item
            label={account ? '重设密码' : '密码'}
            name="password"
            extra={account ? '不修改请留空；重设后该子账号需重新登录' : undefined}
            rules={
              account
                ? passwordRules
                : [{ required: true, message: '请输入密码' }, ...passwordRules]
            }
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
