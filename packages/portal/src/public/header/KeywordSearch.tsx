import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizeKeyword } from '@podkit/sdk-core';

/** Where a search goes: the product design list with the keyword (spec 5). */
export function productSearchPath(keyword: string): string {
  return `/home/productDesign?${new URLSearchParams({ keyWord: keyword }).toString()}`;
}

/**
 * The header's product search (spec 5): whitespace is removed; nothing happens when nothing is
 * left, otherwise it opens the product design list with the keyword and clears the box.
 */
export function KeywordSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function search(value: string) {
    const keyword = normalizeKeyword(value);
    if (!keyword) return;
    navigate(productSearchPath(keyword));
    setText('');
  }
  return (
    <Input.Search
      className={className}
      name="keyWord"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={search}
      placeholder="搜索商品"
      aria-label="搜索商品"
      enterButton
      maxLength={50}
    />
  );
}
