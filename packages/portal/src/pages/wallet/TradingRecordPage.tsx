import { Card, DatePicker, Select, Table } from 'antd';
import { wallet, type LedgerKind, type TradingRecord } from '@podkit/sdk-core';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useStore } from '../../app/use-store.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { $workbench } from '../../workbench/session.js';
import { pagedTable, timeColumn } from '../../components/paged-table.js';
import { LEDGER_KIND_LABEL as KIND_LABEL, LEDGER_KINDS as KINDS } from './ledger-kinds.js';
import '../cart/shop.css';

const PAGE_SIZE = 20;

/** tradingRecord: every change of the balance, newest first, filtered by kind and period. */
export default function TradingRecordPage() {
  const session = useStore($workbench);
  const [kind, setKind] = useState<LedgerKind | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(range?.[0] ? { start: range[0].startOf('day').toISOString() } : {}),
    ...(range?.[1] ? { end: range[1].endOf('day').toISOString() } : {}),
  };
  const list = useRemote(
    () => wallet.listTradingRecords(client, query, { silent: true }),
    `${JSON.stringify(query)}#${attempt}`,
  );
  if (list.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <div className="shop-page">
      <h2 className="page-title">交易记录</h2>
      <Card size="small">
        <div className="shop-filters">
          <span>
            账户余额：<span className="shop-price">¥{session?.info.balance ?? '0.00'}</span>
          </span>
          <Select<LedgerKind>
            allowClear
            placeholder="全部类型"
            aria-label="交易类型"
            style={{ width: 140 }}
            value={kind}
            options={KINDS}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
          />
          <DatePicker.RangePicker
            value={range}
            onChange={(value) => {
              setRange(value);
              setPage(1);
            }}
          />
        </div>
      </Card>
      <Table<TradingRecord>
        rowKey="id"
        size="small"
        {...pagedTable(list, page, PAGE_SIZE, setPage)}
        scroll={{ x: 720 }}
        columns={[
          timeColumn('时间', 'created_at'),
          {
            title: '类型',
            dataIndex: 'kind',
            width: 80,
            render: (value: LedgerKind) => KIND_LABEL[value] ?? value,
          },
          {
            title: '金额（元）',
            dataIndex: 'amount',
            width: 120,
            render: (value: string) => (
              <span className={value.startsWith('-') ? 'shop-danger' : 'shop-income'}>
                {value.startsWith('-') ? value : `+${value}`}
              </span>
            ),
          },
          { title: '余额（元）', dataIndex: 'balance_after', width: 120 },
          { title: '说明', dataIndex: 'description' },
        ]}
      />
    </div>
  );
}
