import { Table } from 'antd';
import type { BasicProductView } from '@podkit/sdk-core';
import { printDots } from './print-size.js';

/** Each view's print area: real size in mm, the factory's resolution and the pixels that needs. */
export function PrintAreaTable({ views }: { views: BasicProductView[] }) {
  return (
    <Table<BasicProductView>
      className="print-area-table"
      size="small"
      rowKey="view_id"
      pagination={false}
      dataSource={[...views].sort((a, b) => a.sort - b.sort)}
      columns={[
        { title: '印刷面', dataIndex: 'name' },
        {
          title: '印刷尺寸',
          key: 'mm',
          render: (_, view) => `${view.print_area.width_mm} × ${view.print_area.height_mm} mm`,
        },
        {
          title: '分辨率',
          key: 'dpi',
          render: (_, view) => `${view.print_area.dpi} DPI`,
        },
        {
          title: '建议图片尺寸',
          key: 'px',
          responsive: ['sm'],
          render: (_, view) =>
            `${printDots(view.print_area.width_mm, view.print_area.dpi)} × ${printDots(
              view.print_area.height_mm,
              view.print_area.dpi,
            )} px`,
        },
      ]}
    />
  );
}
