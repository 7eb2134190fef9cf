import { Select, Space } from 'antd';
import {
  products,
  type DesignedProductSku,
  type OrdinaryProduct,
  type SkuTarget,
} from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';

/** A product the reseller can map to: one of their designs, or a general good of the site. */
type Choice =
  | { kind: 'designed'; id: number; name: string }
  | { kind: 'goods'; id: number; name: string; good: OrdinaryProduct };

interface SkuOption {
  value: string;
  label: string;
  target: SkuTarget;
}

const SEARCH_PAGE = 10;

/** Designs and general goods whose name holds the keyword, designs first. */
async function searchProducts(keyword: string): Promise<Choice[]> {
  const query = { page_size: SEARCH_PAGE, ...(keyword ? { keyword } : {}) };
  const [designed, goods] = await Promise.all([
    products.listDesigned(client, query, { silent: true }),
    products.listOrdinary(client, query, { silent: true }),
  ]);
  return [
    ...designed.data.map((d): Choice => ({ kind: 'designed', id: d.id, name: d.name })),
    ...goods.data
      .filter((g) => g.skus.length > 0)
      .map((g): Choice => ({ kind: 'goods', id: g.id, name: g.name, good: g })),
  ];
}

async function skusOf(choice: Choice): Promise<SkuOption[]> {
  if (choice.kind === 'goods')
    return choice.good.skus.map((sku) => ({
      value: `g${sku.id}`,
      label: `${sku.spec_values.map((v) => v.value).join(' / ') || sku.code}（¥${sku.price}，库存 ${sku.stock}）`,
      target: { goods_sku_id: sku.id },
    }));
  const detail = await products.getDesigned(client, choice.id, { silent: true });
  return detail.skus.map((sku: DesignedProductSku) => ({
    value: `d${sku.id}`,
    label: `${sku.color_name} / ${sku.size_name}（¥${sku.purchase_price}）`,
    target: { designed_product_sku_id: sku.id },
  }));
}

/**
 * Two selects: a product (search by name across designs and general goods), then its colour ×
 * size or spec. Calls `onChange` with the PodKit SKU, or null until both are chosen.
 */
export function SkuPicker({
  onChange,
  ariaLabel,
}: {
  onChange: (target: SkuTarget | null) => void;
  ariaLabel: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [choices, setChoices] = useState<Choice[]>([]);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [skus, setSkus] = useState<SkuOption[]>([]);
  const [sku, setSku] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setSearching(true);
    searchProducts(keyword).then(
      (found) => live && (setChoices(found), setSearching(false)),
      () => live && setSearching(false),
    );
    return () => {
      live = false;
    };
  }, [keyword]);

  const pickProduct = async (value: string) => {
    const choice = choices.find((c) => `${c.kind}:${c.id}` === value) ?? null;
    setChosen(choice);
    setSku(null);
    setSkus([]);
    onChange(null);
    if (choice) setSkus(await skusOf(choice).catch(() => []));
  };

  return (
    <Space.Compact className="sku-picker" block>
      <Select
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        aria-label={`${ariaLabel}：商品`}
        placeholder="搜索设计产品或通用商品"
        loading={searching}
        value={chosen ? `${chosen.kind}:${chosen.id}` : undefined}
        onChange={(value: string) => void pickProduct(value)}
        options={choices.map((c) => ({
          value: `${c.kind}:${c.id}`,
          label: `${c.kind === 'designed' ? '设计' : '通用'}｜${c.name}`,
        }))}
        notFoundContent={searching ? '搜索中…' : '没有匹配的商品'}
        className="sku-picker-product"
      />
      <Select
        aria-label={`${ariaLabel}：规格`}
        placeholder="颜色 / 尺码"
        disabled={!chosen}
        value={sku ?? undefined}
        onChange={(value: string) => {
          setSku(value);
          onChange(skus.find((s) => s.value === value)?.target ?? null);
        }}
        options={skus.map((s) => ({ value: s.value, label: s.label }))}
        className="sku-picker-sku"
      />
    </Space.Compact>
  );
}
