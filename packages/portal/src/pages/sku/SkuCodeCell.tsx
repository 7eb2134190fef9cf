import { Button, Input, Space } from 'antd';
import { productSkus, type ProductSku } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';

/** The reseller's SKU code of one row: shown, or edited in place (Enter saves, Esc cancels). */
export function SkuCodeCell({
  sku,
  editable,
  onSaved,
}: {
  sku: ProductSku;
  editable: boolean;
  onSaved: (saved: ProductSku) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (draft === null) return;
    setSaving(true);
    try {
      onSaved(await productSkus.setSkuCode(client, sku.id, draft.trim() || null));
      setDraft(null);
    } catch {
      // The client shows the server's message; the draft stays for correcting.
    } finally {
      setSaving(false);
    }
  }

  if (draft !== null)
    return (
      <Space.Compact>
        <Input
          autoFocus
          size="small"
          value={draft}
          maxLength={64}
          aria-label={`${sku.sku} 的自定义编码`}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => void save()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
        />
        <Button size="small" type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </Space.Compact>
    );
  return (
    <Space size={4}>
      {sku.code ? <span>{sku.code}</span> : <span className="sku-code-empty">未设置</span>}
      {editable ? (
        <Button
          type="link"
          size="small"
          aria-label={`编辑 ${sku.sku} 的编码`}
          onClick={() => setDraft(sku.code ?? '')}
        >
          编辑
        </Button>
      ) : null}
    </Space>
  );
}
