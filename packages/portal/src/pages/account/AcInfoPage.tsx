import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Form, Input, Skeleton, Upload } from 'antd';
import { isApiError, uploadFile, user, type Profile } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { refreshAccount } from '../../workbench/session.js';
import '../cart/shop.css';
import './account.css';

type Fields = Pick<Profile, 'nickname' | 'contact_name' | 'company' | 'wechat'>;

/** 头像: a picture uploaded as type avatar, saved on the profile at once. */
function AvatarField({ profile, onSaved }: { profile: Profile; onSaved: (next: Profile) => void }) {
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setBusy(true);
    try {
      const stored = await uploadFile(client, file, { type: 'avatar' });
      onSaved(await user.updateProfile(client, { avatar_file_id: stored.id }));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="account-avatar">
      <Avatar size={72} src={profile.avatar || undefined} icon={<UserOutlined />} alt="头像" />
      <Permission name="edit">
        <Upload
          accept=".png,.jpg,.jpeg,.webp,.gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            更换头像
          </Button>
        </Upload>
      </Permission>
    </div>
  );
}

/** acInfo (账户信息): who the account is, and the details it keeps for contact. */
export default function AcInfoPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => user.getProfile(client, { silent: true }), attempt);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Fields>();
  const shown = profile ?? (remote.state === 'done' ? remote.data : null);

  if (remote.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  if (!shown) return <Skeleton active />;

  const saved = (next: Profile) => {
    setProfile(next);
    // The header shows the avatar.
    void refreshAccount();
  };

  async function save(values: Fields) {
    setSaving(true);
    try {
      saved(await user.updateProfile(client, values));
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="shop-page">
      <h2 className="page-title">账户信息</h2>
      <div className="account-grid">
        <Card title="账号" size="small">
          <AvatarField profile={shown} onSaved={saved} />
          <Descriptions column={1} size="small">
            <Descriptions.Item label="用户名">{shown.username}</Descriptions.Item>
            <Descriptions.Item label="手机号">{shown.phone || '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{shown.email || '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">
              {formatDateTime(shown.created_at)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="资料" size="small">
          <Form
            form={form}
            layout="vertical"
            className="account-form"
            initialValues={{
              nickname: shown.nickname,
              contact_name: shown.contact_name,
              company: shown.company,
              wechat: shown.wechat,
            }}
            onFinish={(values) => void save(values)}
          >
            <Form.Item label="昵称" name="nickname" rules={[{ max: 32 }]}>
              <Input />
            </Form.Item>
            <Form.Item label="联系人" name="contact_name" rules={[{ max: 32 }]}>
              <Input />
            </Form.Item>
            <Form.Item label="公司名称" name="company" rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item label="微信号" name="wechat" rules={[{ max: 64 }]}>
              <Input />
            </Form.Item>
            <Permission name="edit">
              <Button type="primary" htmlType="submit" loading={saving}>
                保存
              </Button>
            </Permission>
          </Form>
        </Card>
      </div>
    </div>
  );
}
