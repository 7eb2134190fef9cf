import { Cascader, Form, Spin } from 'antd';
import { listingTemplates, type MarketplaceField, type PublishPlatform } from '@podkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { client } from '../../sdk/client.js';
import { MarketplaceFieldItem } from './MarketplaceFieldItem.js';

interface CategoryOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: CategoryOption[];
}

const optionsOf = (categories: Array<{ id: string; name: string; leaf: boolean }>) =>
  categories.map((c) => ({ value: c.id, label: c.name, isLeaf: c.leaf }));

/**
 * The marketplace's category tree, read from one of the reseller's authorised stores a level at a
 * time; the template keeps the chosen leaf's id. Where the tree cannot be read (no authorised
 * store, a platform that does not describe its tree) the id is typed as before.
 */
export function CategoryPicker({
  field,
  platform,
}: {
  field: MarketplaceField;
  platform: PublishPlatform;
}) {
  const [options, setOptions] = useState<CategoryOption[] | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [storeName, setStoreName] = useState('');
  // The path to each leaf picked here, so the picker shows where the kept id sits.
  const paths = useRef(new Map<string, string[]>());

  useEffect(() => {
    let live = true;
    listingTemplates.categories(client, { platform }, { silent: true }).then(
      (tree) => {
        if (!live) return;
        setStoreName(tree.store_name);
        setOptions(optionsOf(tree.categories));
      },
      (error: unknown) => live && setUnreadable(error instanceof Error ? error.message : ''),
    );
    return () => {
      live = false;
    };
  }, [platform]);

  if (unreadable !== null)
    return (
      <MarketplaceFieldItem
        field={{ ...field, hint: `${field.hint}${unreadable ? `（${unreadable}）` : ''}` }}
      />
    );
  if (!options)
    return (
      <Form.Item label={field.label} style={{ width: 280 }}>
        <Spin size="small" />
      </Form.Item>
    );

  async function loadChildren(selected: CategoryOption[]) {
    const node = selected[selected.length - 1];
    if (!node) return;
    node.loading = true;
    setOptions((current) => [...(current ?? [])]);
    try {
      const children = await listingTemplates.categories(client, {
        platform,
        parent_id: node.value,
      });
      node.children = optionsOf(children.categories);
    } finally {
      node.loading = false;
      setOptions((current) => [...(current ?? [])]);
    }
  }

  return (
    <Form.Item
      label={field.label}
      name={['fields', field.key]}
      extra={`选择叶子类目（读取自店铺「${storeName}」）`}
      style={{ width: 280 }}
      rules={[{ required: field.required, message: `请选择${field.label}` }]}
      getValueFromEvent={(path?: string[]) => {
        const leaf = path?.[path.length - 1] ?? '';
        if (leaf && path) paths.current.set(leaf, path);
        return leaf;
      }}
      getValueProps={(value?: string) => ({
        value: value ? (paths.current.get(value) ?? [value]) : [],
      })}
    >
      <Cascader<CategoryOption>
        aria-label={field.label}
        options={options}
        loadData={(selected) => void loadChildren(selected)}
        placeholder="请选择平台类目"
      />
    </Form.Item>
  );
}
