import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { exportRecords, type OrderKind } from '@podkit/sdk-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { client } from '../../sdk/client.js';

/** Starts an order export (a background job) and opens the export records to follow it. */
export function ExportOrdersButton({ kind }: { kind?: OrderKind }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      await exportRecords.exportOrders(client, kind ? { kind } : {});
      navigate('/main/userExportRecord');
    } catch {
      setBusy(false);
    }
  }
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={() => void start()}>
      导出订单
    </Button>
  );
}
