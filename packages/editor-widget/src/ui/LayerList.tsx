import type { ReactNode } from 'react';
import { layerWarningLevel, type DesignView, type Layer } from '@podkit/design';
import { Icon } from '@podkit/widget-kit';

const KIND_NAMES: Record<Layer['kind'], string> = { image: '图片', text: '文字', tile: '平铺' };
const WARNING_TEXT = { 1: '分辨率过低', 2: '分辨率偏低', 3: '分辨率良好' } as const;
const WARNING_BADGE = { 1: '过低', 2: '偏低', 3: '清晰' } as const;

/** A small button of a layer row; its press does not also select the row. */
function LayerButton(props: {
  label: string;
  disabled?: boolean;
  onPress(): void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className="pe-icon"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={(event) => {
        event.stopPropagation();
        props.onPress();
      }}
    >
      {props.children ?? props.label}
    </button>
  );
}

export function layerName(layer: Layer): string {
  if (layer.kind === 'text') return layer.content.replace(/\s+/g, ' ').slice(0, 20);
  return `${KIND_NAMES[layer.kind]} #${layer.materialId}`;
}

/**
 * The view's layers, top first: select, hide, lock, move up and down, with each picture's
 * effective-resolution warning (spec section 9).
 */
export function LayerList(props: {
  view: DesignView | undefined;
  selectedId: string | null;
  onSelect(layerId: string): void;
  onToggle(layerId: string, field: 'visible' | 'locked'): void;
  onMove(layerId: string, toIndex: number): void;
}) {
  const layers = props.view?.layers ?? [];
  if (layers.length === 0) return <p className="pe-empty">还没有图层，从左侧添加素材或文字</p>;
  const count = layers.length;
  return (
    <ul className="pe-layers" aria-label="图层">
      {[...layers].reverse().map((layer, fromTop) => {
        const index = count - 1 - fromTop;
        const level = props.view ? layerWarningLevel(layer, props.view.printArea) : 0;
        return (
          <li
            key={layer.id}
            className={layer.visible ? 'pe-layer' : 'pe-layer pe-hidden'}
            aria-selected={layer.id === props.selectedId}
            data-layer-id={layer.id}
            onClick={() => props.onSelect(layer.id)}
          >
            <span className="pe-layer-name" title={layerName(layer)}>
              {layerName(layer)}
            </span>
            {level > 0 ? (
              <span
                className={`pe-warn pe-warn-${level}`}
                data-warning-level={level}
                title={WARNING_TEXT[level as 1 | 2 | 3]}
                aria-label={WARNING_TEXT[level as 1 | 2 | 3]}
              >
                {WARNING_BADGE[level as 1 | 2 | 3]}
              </span>
            ) : null}
            <LayerButton
              label="上移一层"
              disabled={index === count - 1}
              onPress={() => props.onMove(layer.id, index + 1)}
            >
              <Icon name="caretUp" />
            </LayerButton>
            <LayerButton
              label="下移一层"
              disabled={index === 0}
              onPress={() => props.onMove(layer.id, index - 1)}
            >
              <Icon name="caretDown" />
            </LayerButton>
            <LayerButton
              label={layer.visible ? '隐藏' : '显示'}
              onPress={() => props.onToggle(layer.id, 'visible')}
            />
            <LayerButton
              label={layer.locked ? '解锁' : '锁定'}
              onPress={() => props.onToggle(layer.id, 'locked')}
            />
          </li>
        );
      })}
    </ul>
  );
}
