import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export { RowActions } from '../../components/RowActions.js';

/** A console page with a list tab and a categories tab, the tab kept in the address. */
export function ConsoleTabsPage(props: {
  title: string;
  listLabel: string;
  categoryLabel: string;
  /** Rendered only while its tab is open, so each loads when shown. */
  list: () => ReactNode;
  categories: () => ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'category' ? 'category' : 'list';
  return (
    <div className="admin-page">
      <h2 className="page-title">{props.title}</h2>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'category' ? { tab: 'category' } : {})}
        items={[
          { key: 'list', label: props.listLabel, children: tab === 'list' && props.list() },
          {
            key: 'category',
            label: props.categoryLabel,
            children: tab === 'category' && props.categories(),
          },
        ]}
      />
    </div>
  );
}
