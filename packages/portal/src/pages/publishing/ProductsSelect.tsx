import { Select } from 'antd';
import { products } from '@podkit/sdk-core';
import { useState } from 'react';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/** Several of the reseller's products, searched by name on the server as one types. */
export function ProductsSelect(props: { value: number[]; onChange: (ids: number[]) => void }) {
  const [typed, setTyped] = useState('');
  const found = useRemote(
    () =>
      products.listDesigned(
        client,
        { page: 1, page_size: 50, ...(typed ? { keyword: typed } : {}) },
        { silent: true },
      ),
    `products#${typed}`,
  );
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: (value) => setTyped(value.trim()) }}
      placeholder="搜索并选择商品"
      aria-label="要刊登的商品"
      value={props.value}
      loading={found.state === 'loading'}
      options={
        found.state === 'done'
          ? found.data.data.map((product) => ({ value: product.id, label: product.name }))
          : []
      }
      onChange={(ids: number[]) => props.onChange(ids)}
    />
  );
}
