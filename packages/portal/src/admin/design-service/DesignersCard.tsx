import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { designService, type Designer, type DesignerInput } from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { timeColumn } from '../../components/paged-table.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/**
 * The designer accounts: operator accounts with the designer role, which open only this queue
 * (take and deliver). Only a full operator sees and makes them; a designer gets nothing here.
 */
export function DesignersCard() {
  const { message } = App.useApp();
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const designers = useRemote(
    () => designService.adminDesigners(client, { silent: true }),
    attempt,
  );
  if (designers.state === 'failed') return null;
  return (
    <Card
      title="设计师账号"
      className="design-order-heading"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          新建设计师
        </Button>
      }
    >
      <Table<Designer>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={designers.state === 'loading'}
        dataSource={designers.state === 'done' ? designers.data : []}
        locale={{ emptyText: '还没有设计师账号' }}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '昵称', dataIndex: 'nickname' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: Designer['status']) => (v === 'active' ? '正常' : '已停用'),
          },
          timeColumn('创建时间', 'created_at'),
        ]}
      />
      {adding ? (
        <FormModal<DesignerInput>
          title="新建设计师"
          okText="创建"
          submit={(values) => designService.adminCreateDesigner(client, values)}
          onDone={() => {
            setAdding(false);
            void message.success('设计师账号已创建');
            setAttempt((n) => n + 1);
          }}
          onClose={() => setAdding(false)}
        >
          {() => (
            <>
              <Form.Item
                name="username"
                label="用户名"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="password" label="初始密码" rules={[{ required: true }]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="nickname" label="昵称">
                <Input />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </Card>
  );
}
