import { useEffect, useState } from 'react';
import {
  orders as ordersApi,
  packaging as packagingApi,
  type Client,
  type OrderDetail,
  type PackagingTemplate,
} from '@podkit/sdk-core';

/**
 * 更换包装 of an unpaid order: one of the reseller's usable templates, or none. The order's own
 * choice then wins over the store's and the account's defaults; its total moves by the fee.
 */
export function PackagingPicker(props: {
  client: Client;
  detail: OrderDetail;
  onChanged: (detail: OrderDetail) => void;
}) {
  const { client, detail } = props;
  const [templates, setTemplates] = useState<PackagingTemplate[] | null>(null);
  const [choice, setChoice] = useState(String(detail.packaging_template_id ?? ''));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    packagingApi.usable(client, { silent: true }).then(
      (list) => current && setTemplates(list),
      () => current && setTemplates([]),
    );
    return () => {
      current = false;
    };
  }, [client]);
  useEffect(() => setChoice(String(detail.packaging_template_id ?? '')), [detail]);

  async function save() {
    setSaving(true);
    try {
      const id = choice ? Number(choice) : null;
      props.onChanged(await ordersApi.setPackaging(client, detail.id, { bottom_template_id: id }));
    } catch {
      // The client's notifier showed why; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  }

  const unchanged = choice === String(detail.packaging_template_id ?? '');
  return (
    <p className="pk-order-packaging">
      <label>
        <span className="pk-muted">包装：</span>
        <select
          className="pk-select"
          aria-label="订单包装模板"
          value={choice}
          disabled={!templates || saving}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">不使用包装</option>
          {templates?.map((template) => (
            <option key={template.id} value={String(template.id)}>
              {template.kind_label} · {template.name}（每单 ¥{template.per_order_fee}）
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="pk-button pk-small"
        disabled={unchanged || saving}
        onClick={() => void save()}
      >
        {saving ? '保存中...' : '更换包装'}
      </button>
    </p>
  );
}
