import { Button, Card, Input, InputNumber, Space } from 'antd';
import { priceTemplates, type CurrencyRate } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

const CURRENCY = /^[A-Z]{3}$/;

/** The reseller's rate table: how many units of each marketplace currency one yuan buys. */
export function CurrencyRatesCard({ onSaved }: { onSaved: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const stored = useRemote(() => priceTemplates.rates(client, { silent: true }), attempt);
  const [rows, setRows] = useState<CurrencyRate[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (stored.state === 'done') setRows(stored.data.rates);
  }, [stored]);

  const invalid = rows.some((row) => !CURRENCY.test(row.currency) || !(Number(row.rate) > 0));
  const change = (index: number, patch: Partial<CurrencyRate>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  async function save() {
    setSaving(true);
    try {
      await priceTemplates.saveRates(client, rows);
      setAttempt((n) => n + 1);
      onSaved();
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title="汇率（1 人民币可换）" className="publish-rates">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {rows.length === 0 && (
          <span className="shop-muted">还没有汇率，添加后价格模板才能换算外币</span>
        )}
        {rows.map((row, index) => (
          <Space key={index} wrap>
            <Input
              aria-label="币种"
              placeholder="USD"
              maxLength={3}
              style={{ width: 90 }}
              value={row.currency}
              status={row.currency && !CURRENCY.test(row.currency) ? 'error' : undefined}
              onChange={(event) => change(index, { currency: event.target.value.toUpperCase() })}
            />
            <InputNumber<string>
              aria-label={`${row.currency || '币种'} 汇率`}
              stringMode
              min="0"
              step="0.0001"
              style={{ width: 140 }}
              value={row.rate}
              onChange={(value) => change(index, { rate: value ?? '' })}
            />
            <Button
              type="link"
              danger
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              删除
            </Button>
          </Space>
        ))}
        <Space>
          <Button onClick={() => setRows([...rows, { currency: '', rate: '' }])}>添加币种</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={invalid || stored.state !== 'done'}
            onClick={() => void save()}
          >
            保存汇率
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
