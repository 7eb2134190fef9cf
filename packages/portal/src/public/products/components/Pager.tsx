import { Pagination } from 'antd';

/** Server paging under a list; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className="product-pager"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showTotal={(count) => `共 ${count} 件`}
      onChange={onChange}
      responsive
    />
  );
}
