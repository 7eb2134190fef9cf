import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Table } from 'antd';
import { memberLevels, type AdminMemberLevel, type AdminMemberLevelInput } from '@podkit/sdk-core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { RowActions } from '../components/ConsoleTabsPage.js';

interface LevelFields {
  level_name: string;
  threshold: number;
  price?: number | null;
  benefits?: string;
  sort?: number;
}

function toInput(fields: LevelFields): AdminMemberLevelInput {
  return {
    level_name: fields.level_name.trim(),
    threshold: String(fields.threshold),
    price: fields.price === null || fields.price === undefined ? null : String(fields.price),
    benefits: fields.benefits?.trim() ?? '',
    sort: fields.sort ?? 0,
  };
}

/** /admin/memberLevels: the site's levels: recharge thresholds, prices to buy and benefits. */
export default function MemberLevelsPage() {
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<AdminMemberLevel | 'new' | null>(null);
  const list = useRemote(() => memberLevels.admin.list(client, { silent: true }), attempt);
  const refresh = () => setAttempt((n) => n + 1);
  if (list.state === 'failed') return <Unreachable onRetry={refresh} />;
  const current = editing === 'new' ? null : editing;

  return (
    <div className="admin-page">
      <h2 className="page-title">会员等级</h2>
      <div className="admin-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建等级
        </Button>
      </div>
      <Table<AdminMemberLevel>
        rowKey="id"
        size="small"
        loading={list.state === 'loading'}
        dataSource={list.state === 'done' ? list.data : []}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          { title: '等级名称', dataIndex: 'level_name', width: 120 },
          { title: '累计充值门槛（元）', dataIndex: 'threshold', width: 150, align: 'right' },
          {
            title: '购买价格（元）',
            dataIndex: 'price',
            width: 130,
            align: 'right',
            render: (price: string | null) => price ?? '不可购买',
          },
          { title: '权益', dataIndex: 'benefits' },
          { title: '指定人数', dataIndex: 'members', width: 90, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, level) => (
              <RowActions
                name={level.level_name}
                deleteNote="指定为该等级的分销商将按累计充值重新定级。"
                onEdit={() => setEditing(level)}
                onDelete={() => memberLevels.admin.remove(client, level.id).then(refresh, refresh)}
              />
            ),
          },
        ]}
      />
      {editing ? (
        <FormModal<LevelFields>
          title={current ? `编辑「${current.level_name}」` : '新建等级'}
          okText="保存"
          initialValues={
            current
              ? {
                  level_name: current.level_name,
                  threshold: Number(current.threshold),
                  price: current.price === null ? null : Number(current.price),
                  benefits: current.benefits,
                  sort: current.sort,
                }
              : { threshold: 0, sort: 0 }
          }
          submit={(fields) =>
            current
              ? memberLevels.admin.update(client, current.id, toInput(fields))
              : memberLevels.admin.create(client, toInput(fields))
          }
          onDone={() => {
            setEditing(null);
            refresh();
          }}
          onClose={() => setEditing(null)}
        >
          {() => (
            <>
              <Form.Item
                label="等级名称"
                name="level_name"
                rules={[
                  { required: true, whitespace: true, message: '请填写等级名称' },
                  { max: 20 },
                ]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                label="累计充值门槛（元）"
                name="threshold"
                rules={[{ required: true, message: '请填写累计充值门槛' }]}
              >
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item label="购买价格（元）" name="price" extra="留空表示只能通过充值达到">
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item label="等级权益" name="benefits" rules={[{ max: 500 }]}>
                <Input.TextArea rows={3} />
              </Form.Item>
              <Form.Item label="排序" name="sort">
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
