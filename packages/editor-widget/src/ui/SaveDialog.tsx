import { useState } from 'react';
import type { DistributionBasicProduct } from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';

export interface SaveChoice {
  name: string;
  colorIds: number[];
  sizeIds: number[];
}

function toggle(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** Save (Ctrl+S): the product's name and the colours × sizes that become its SKUs. */
export function SaveDialog(props: {
  blank: DistributionBasicProduct;
  initial: SaveChoice;
  saving: boolean;
  updating: boolean;
  onSave(choice: SaveChoice): void;
  onClose(): void;
}) {
  const [choice, setChoice] = useState(props.initial);
  const skuCount = choice.colorIds.length * choice.sizeIds.length;
  const ready = choice.name.trim() !== '' && skuCount > 0;
  return (
    <Dialog
      title={props.updating ? '保存设计（更新已保存的商品）' : '保存设计'}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="pe-tool" onClick={props.onClose}>
            取消
          </button>
          <button
            type="button"
            className="pe-tool pe-primary"
            disabled={!ready || props.saving}
            onClick={() => props.onSave({ ...choice, name: choice.name.trim() })}
          >
            {props.saving ? '保存中...' : `保存（${skuCount} 个 SKU）`}
          </button>
        </>
      }
    >
      <label className="pe-field">
        商品名称
        <input
          type="text"
          value={choice.name}
          maxLength={200}
          aria-label="商品名称"
          onChange={(event) => setChoice({ ...choice, name: event.target.value })}
        />
      </label>
      <h4>颜色</h4>
      <div className="pe-chips" role="group" aria-label="保存的颜色">
        {props.blank.colors.map((color) => (
          <label key={color.id} className="pe-chip">
            <input
              type="checkbox"
              checked={choice.colorIds.includes(color.id)}
              onChange={() => setChoice({ ...choice, colorIds: toggle(choice.colorIds, color.id) })}
            />{' '}
            {color.name}
          </label>
        ))}
      </div>
      <h4>尺码</h4>
      <div className="pe-chips" role="group" aria-label="保存的尺码">
        {props.blank.sizes.map((size) => (
          <label key={size.id} className="pe-chip">
            <input
              type="checkbox"
              checked={choice.sizeIds.includes(size.id)}
              onChange={() => setChoice({ ...choice, sizeIds: toggle(choice.sizeIds, size.id) })}
            />{' '}
            {size.name}
          </label>
        ))}
      </div>
      <p className="pe-hint">
        每个颜色 × 尺码生成一个 SKU，按你的等级采购价定价；保存后生成印刷文件和效果图。
      </p>
    </Dialog>
  );
}
