import { Select } from 'antd';
import { products } from '@podkit/sdk-core';
import { useState } from 'react';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/** Chooses one of the reseller's products, searched by name on the server as one types. */
export function ProductPicker(props: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** What an empty choice means where the picker is used. */
  placeholder?: string;
}) {
  const [typed, setTyped] = useState('');
  const found = useRemote(
    () =>
      products.listDesigned(
        client,
        { page: 1, page_size: 20, ...(typed ? { keyword: typed } : {}) },
        { silent: true },
      ),
    `picker#${typed}`,
  );
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: (value) => setTyped(value.trim()) }}
      placeholder={props.placeholder ?? '全部商品'}
      aria-label="商品"
      style={{ width: 220 }}
      value={props.value}
      loading={found.state === 'loading'}
      options={
        found.state === 'done'
          ? found.data.data.map((product) => ({ value: product.id, label: product.name }))
          : []
      }
      onChange={(value: number | undefined) => props.onChange(value)}
    />
  );
}
