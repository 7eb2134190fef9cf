import { Modal, Table } from 'antd';
import type { TortBrandImportResult } from '@podkit/sdk-core';

/** What an import did, with every refused row and why. */
export function ImportOutcomeModal({
  result,
  onClose,
}: {
  result: TortBrandImportResult;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title="导入结果"
      okText="知道了"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>
        新增 {result.created} 个，更新 {result.updated} 个
        {result.refused.length ? `，${result.refused.length} 行未导入：` : '。'}
      </p>
      {result.refused.length ? (
        <Table
          rowKey="row"
          size="small"
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={result.refused}
          columns={[
            { title: '行', dataIndex: 'row', width: 60 },
            { title: '品牌', dataIndex: 'word', width: 140 },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
      ) : null}
    </Modal>
  );
}
