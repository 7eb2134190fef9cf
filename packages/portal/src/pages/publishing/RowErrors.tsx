import { Table } from 'antd';
import type { TemplateRecord } from '@podkit/sdk-core';

/** The refused rows of a sheet: the row number as Excel shows it, and why. */
export function RowErrors({ rows }: { rows: TemplateRecord['error_rows'] }) {
  if (rows.length === 0) return null;
  return (
    <Table
      size="small"
      rowKey="row_number"
      data-testid="template-row-errors"
      pagination={false}
      scroll={{ y: 240 }}
      dataSource={rows}
      columns={[
        { title: '行号', dataIndex: 'row_number', width: 64 },
        { title: '错误原因', dataIndex: 'reason' },
      ]}
    />
  );
}
