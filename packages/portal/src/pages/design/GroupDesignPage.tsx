import { Alert, Button, Card, Checkbox, Input, Select, Space, Table } from 'antd';
import type { DesignDocument } from '@podkit/editor-widget';
import { products, type DistributionBasicProductSummary } from '@podkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { client } from '../../sdk/client.js';
import { Permission } from '../../workbench/permission.js';
import { AddDesignToCartModal } from './AddDesignToCartModal.js';
import { saveGroupDesign, type GroupMember, type GroupResult } from './group-save.js';
import { useEditorWidget } from './use-editor-widget.js';
import './design.css';

const MAX_GROUP = 10;

/**
 * gruopDesign: one design on several blanks at once. The design is made on the first chosen
 * blank; saving carries it onto every chosen blank, placed by each one's own print areas.
 */
export default function GroupDesignPage() {
  const [options, setOptions] = useState<DistributionBasicProductSummary[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [members, setMembers] = useState<GroupMember[]>([]);
  const [name, setName] = useState('组合设计');
  const [saving, setSaving] = useState(false);
  const [results, setResults] = useState<GroupResult[] | null>(null);
  const [ordering, setOrdering] = useState<number | null>(null);
  const design = useRef<DesignDocument | null>(null);
  const [hasDesign, setHasDesign] = useState(false);

  useEffect(() => {
    products.listBasic(client, { page: 1, page_size: 100 }).then(
      (page) => setOptions(page.data),
      () => setOptions([]),
    );
  }, []);

  // Each chosen blank in full (colours and sizes), keeping choices already made.
  useEffect(() => {
    let current = true;
    Promise.all(
      chosen.map(
        (id) =>
          members.find((member) => member.blank.id === id) ??
          products.getBasic(client, id).then((blank): GroupMember => ({
            blank,
            colorIds: blank.colors.slice(0, 1).map((c) => c.id),
            sizeIds: blank.sizes.map((s) => s.id),
          })),
      ),
    ).then(
      (next) => current && setMembers(next),
      () => {},
    );
    return () => {
      current = false;
    };
    // Only the chosen ids decide which blanks to load; members carries the choices made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  const change = (id: number, patch: Partial<GroupMember>) =>
    setMembers((list) => list.map((m) => (m.blank.id === id ? { ...m, ...patch } : m)));
  const ready =
    hasDesign &&
    members.length > 0 &&
    name.trim() !== '' &&
    members.every((m) => m.colorIds.length > 0 && m.sizeIds.length > 0);

  async function save() {
    if (!design.current) return;
    setSaving(true);
    try {
      setResults(await saveGroupDesign(client, name.trim(), design.current, members));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="group-design">
      <h2 className="page-title">组合设计</h2>
      <Card title="1. 选择产品" size="small">
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          placeholder="选择要一起设计的产品（第一个用于设计）"
          aria-label="选择产品"
          value={chosen}
          maxCount={MAX_GROUP}
          optionFilterProp="label"
          options={options.map((blank) => ({ value: blank.id, label: blank.name }))}
          onChange={(ids: number[]) => {
            setChosen(ids);
            setResults(null);
          }}
        />
      </Card>
      {chosen[0] ? (
        <Card title={`2. 设计（在「${members[0]?.blank.name ?? ''}」上）`} size="small">
          <GroupEditor
            productId={chosen[0]}
            onDocument={(document) => {
              design.current = document;
              setHasDesign(true);
            }}
            onSave={() => void save()}
          />
        </Card>
      ) : null}
      {members.length > 0 ? (
        <Card title="3. 保存到每个产品" size="small">
          <Space wrap style={{ marginBottom: 12 }}>
            <span>商品名称</span>
            <Input
              value={name}
              maxLength={150}
              aria-label="组合名称"
              onChange={(event) => setName(event.target.value)}
              style={{ width: 240 }}
            />
          </Space>
          <Table<GroupMember>
            rowKey={(member) => member.blank.id}
            size="small"
            pagination={false}
            dataSource={members}
            scroll={{ x: 640 }}
            columns={[
              { title: '产品', render: (_, member) => member.blank.name, width: 180 },
              {
                title: '颜色',
                render: (_, member) => (
                  <Checkbox.Group
                    value={member.colorIds}
                    options={member.blank.colors.map((c) => ({ value: c.id, label: c.name }))}
                    onChange={(ids) => change(member.blank.id, { colorIds: ids as number[] })}
                  />
                ),
              },
              {
                title: '尺码',
                render: (_, member) => (
                  <Checkbox.Group
                    value={member.sizeIds}
                    options={member.blank.sizes.map((s) => ({ value: s.id, label: s.name }))}
                    onChange={(ids) => change(member.blank.id, { sizeIds: ids as number[] })}
                  />
                ),
              },
            ]}
          />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            loading={saving}
            disabled={!ready}
            onClick={() => void save()}
          >
            保存组合（{members.length} 个商品）
          </Button>
          {results ? (
            <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
              {results.map((result) => {
                const blank = members.find((m) => m.blank.id === result.blankId)?.blank;
                return result.ok ? (
                  <Alert
                    key={result.blankId}
                    type={result.saved.tort_hits.length ? 'warning' : 'success'}
                    showIcon
                    title={`${blank?.name ?? ''}：已保存，${result.saved.skus.length} 个 SKU，印刷文件生成中`}
                    description={
                      result.saved.tort_hits.length
                        ? `标题或文字中含有侵权品牌：${result.saved.tort_hits.map((hit) => hit.word).join('、')}，请确认已获授权或修改后再发布`
                        : undefined
                    }
                    action={
                      <Permission name="addCart">
                        <Button size="small" onClick={() => setOrdering(result.saved.id)}>
                          加入购物车
                        </Button>
                      </Permission>
                    }
                  />
                ) : (
                  <Alert
                    key={result.blankId}
                    type="error"
                    showIcon
                    title={`${blank?.name ?? ''}：${result.error}`}
                  />
                );
              })}
              <Link to="/design/designRecord">查看设计记录</Link>
            </Space>
          ) : null}
        </Card>
      ) : null}
      {ordering !== null ? (
        <AddDesignToCartModal productId={ordering} onClose={() => setOrdering(null)} />
      ) : null}
    </div>
  );
}

function GroupEditor(props: {
  productId: number;
  onDocument(document: DesignDocument): void;
  onSave(): void;
}) {
  const host = useEditorWidget({
    productId: props.productId,
    onDocumentChange: props.onDocument,
    onSave: props.onSave,
  });
  return <div ref={host} className="design-editor-host" data-testid="group-design-editor" />;
}
