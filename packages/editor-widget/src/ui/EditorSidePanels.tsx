import { useState } from 'react';
import type { Layer } from '@podkit/design';
import type { DesignFontInfo, DistributionBasicProduct } from '@podkit/sdk-core';
import { ColorsPanel } from './ColorsPanel';
import { ProductPanel } from './ProductPanel';
import { TextPanel } from './TextPanel';
import type { useTextTools } from './hooks/use-text-tools';
import type { useViewChoice } from './hooks/use-view-zoom';
import type { useUserColors } from './use-user-colors';

type Panel = 'product' | 'materials' | 'text' | 'colors';

const PANELS: Array<{ key: Panel; label: string }> = [
  { key: 'product', label: '产品' },
  { key: 'materials', label: '素材' },
  { key: 'text', label: '文字' },
  { key: 'colors', label: '颜色' },
];

/** The left side: tabs for the product, materials, text and saved colours, one panel shown. */
export function EditorSidePanels(props: {
  /** A flat print area: no product panel, and the materials panel first. */
  onSurface: boolean;
  blank: DistributionBasicProduct | undefined;
  choice: ReturnType<typeof useViewChoice>;
  onView: (viewId: number) => void;
  onChooseProduct: () => void;
  /** Null when the host gave no material picker. */
  onOpenMaterials: (() => void) | null;
  busy: boolean;
  fonts: DesignFontInfo[];
  text: ReturnType<typeof useTextTools>;
  selected: Layer | undefined;
  userColors: ReturnType<typeof useUserColors>;
}) {
  const { blank, choice, text } = props;
  const panels = props.onSurface ? PANELS.filter((entry) => entry.key !== 'product') : PANELS;
  const [panel, setPanel] = useState<Panel>(props.onSurface ? 'materials' : 'product');
  return (
    <aside className="pe-left">
      <div className="pe-tabs" role="tablist">
        {panels.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            className="pe-tab"
            aria-selected={panel === entry.key}
            onClick={() => setPanel(entry.key)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div className="pe-panel" role="tabpanel">
        {panel === 'product' && blank ? (
          <ProductPanel
            blank={blank}
            colorId={choice.colorId}
            viewId={choice.viewId}
            sizeIds={choice.sizeIds}
            onColor={choice.setColorId}
            onView={props.onView}
            onSizes={choice.setSizeIds}
            onChooseProduct={props.onChooseProduct}
          />
        ) : null}
        {panel === 'materials' ? (
          <div>
            <h4>素材</h4>
            <p className="pe-hint">从素材库选一张图片放到当前视图的打印区域中央。</p>
            <button
              type="button"
              className="pe-tool pe-primary"
              disabled={!props.onOpenMaterials || props.busy}
              onClick={() => props.onOpenMaterials?.()}
            >
              打开素材库
            </button>
          </div>
        ) : null}
        {panel === 'text' ? (
          <TextPanel
            fonts={props.fonts}
            style={text.textStyle}
            busy={props.busy}
            editingSelected={props.selected?.kind === 'text'}
            onStyle={text.setTextStyle}
            onAdd={text.addText}
            onApply={text.applyText}
          />
        ) : null}
        {panel === 'colors' ? (
          <ColorsPanel
            colors={props.userColors.colors}
            current={text.textStyle.fill}
            onPick={text.pickColor}
            onSave={props.userColors.save}
            onRemove={props.userColors.remove}
          />
        ) : null}
      </div>
    </aside>
  );
}
