// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignView, ImageLayer, TextLayer, TileLayer } from '@podkit/design';
import type { DistributionBasicProduct } from '@podkit/sdk-core';
import { HOTKEYS } from '../hotkeys';
import { mountWidget } from '@podkit/widget-kit';
import { EDITOR_CSS } from './editor-css';
import { LayerList } from './LayerList';
import { LayerProperties } from './LayerProperties';
import { SaveDialog } from './SaveDialog';
import { Toolbar, toolTitle } from './Toolbar';

/** Lets the renderer (React or Preact) apply the state set by an event handler. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const image: ImageLayer = {
  kind: 'image',
  id: 'img',
  x: 0,
  y: 0,
  width: 254,
  height: 254,
  rotation: 0,
  visible: true,
  locked: false,
  materialId: 5,
  src: 'a.png',
  pixelWidth: 200,
  pixelHeight: 200,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  flipX: false,
  flipY: false,
  opacity: 1,
};
const text: TextLayer = {
  kind: 'text',
  id: 'txt',
  x: 0,
  y: 0,
  width: 50,
  height: 20,
  rotation: 0,
  visible: false,
  locked: false,
  content: '你好',
  fontFamily: 'ZCOOL KuaiLe',
  fontSize: 10,
  fill: '#000000',
  stroke: null,
  letterSpacing: 0,
  lineHeight: 1.2,
  align: 'center',
};
const frontView: DesignView = {
  viewId: 1,
  printArea: { widthMm: 300, heightMm: 300, dpi: 300 },
  layers: [image, text],
};

describe('Toolbar', () => {
  it('has a button for every hot-keyed action, its key in the tooltip', () => {
    const onAction = vi.fn();
    const element = host();
    mountWidget(
      element,
      Toolbar,
      {
        platform: 'other',
        canUndo: true,
        canRedo: false,
        hasSelection: true,
        zoom: 1,
        onAction,
        onZoom: () => {},
      },
      { css: EDITOR_CSS },
    );
    const buttons = [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-action]')];
    expect(buttons.map((b) => b.dataset.action).sort()).toEqual(
      HOTKEYS.map((h) => h.action).sort(),
    );
    const fill = buttons.find((b) => b.dataset.action === 'fill')!;
    expect(fill.title).toBe('填充 (Ctrl+B)');
    expect(toolTitle('themeDesign')).toBe('主题设计 (Ctrl+F2)');
    expect(toolTitle('mirrorHorizontal', 'mac')).toBe('水平镜像 (⌥V)');
    expect(buttons.find((b) => b.dataset.action === 'redo')!.disabled).toBe(true);
    fill.click();
    expect(onAction).toHaveBeenCalledWith('fill');
  });

  it('leaves out the buttons the user may not use', () => {
    const element = host();
    mountWidget(
      element,
      Toolbar,
      {
        platform: 'other',
        canUndo: false,
        canRedo: false,
        hasSelection: true,
        hidden: ['save'],
        zoom: 1,
        onAction: () => {},
        onZoom: () => {},
      },
      { css: EDITOR_CSS },
    );
    expect(element.shadowRoot!.querySelector('[data-action="save"]')).toBeNull();
    expect(element.shadowRoot!.querySelector('[data-action="fill"]')).not.toBeNull();
  });

  it('needs a selected layer for the layer actions only', () => {
    const element = host();
    mountWidget(
      element,
      Toolbar,
      {
        platform: 'other',
        canUndo: false,
        canRedo: false,
        hasSelection: false,
        zoom: 1,
        onAction: () => {},
        onZoom: () => {},
      },
      { css: EDITOR_CSS },
    );
    const disabled = (action: string) =>
      element.shadowRoot!.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!.disabled;
    expect(disabled('rotate45')).toBe(true);
    expect(disabled('delete')).toBe(true);
    expect(disabled('save')).toBe(false);
    expect(disabled('chooseProduct')).toBe(false);
  });
});

describe('LayerList', () => {
  it('lists layers top first with resolution warnings and hands on hide, lock and moves', () => {
    const onToggle = vi.fn();
    const onMove = vi.fn();
    const onSelect = vi.fn();
    const element = host();
    mountWidget(
      element,
      LayerList,
      { view: frontView, selectedId: 'img', onSelect, onToggle, onMove },
      { css: EDITOR_CSS },
    );
    const rows = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[data-layer-id]')];
    expect(rows.map((row) => row.dataset.layerId)).toEqual(['txt', 'img']);
    // 200 px over 10 in = 20 dpi of 300: ratio 0.067, level 1.
    expect(rows[1]!.querySelector('[data-warning-level]')?.getAttribute('title')).toBe(
      '分辨率过低',
    );
    expect(rows[0]!.querySelector('[data-warning-level]')).toBeNull();
    expect(rows[0]!.className).toContain('pe-hidden');
    rows[0]!.querySelector<HTMLButtonElement>('[aria-label="显示"]')!.click();
    expect(onToggle).toHaveBeenCalledWith('txt', 'visible');
    rows[1]!.querySelector<HTMLButtonElement>('[aria-label="锁定"]')!.click();
    expect(onToggle).toHaveBeenCalledWith('img', 'locked');
    rows[1]!.querySelector<HTMLButtonElement>('[aria-label="上移一层"]')!.click();
    expect(onMove).toHaveBeenCalledWith('img', 1);
    expect(onSelect).not.toHaveBeenCalled();
    rows[0]!.click();
    expect(onSelect).toHaveBeenCalledWith('txt');
  });
});

describe('SaveDialog', () => {
  const blank = {
    name: 'T 恤',
    colors: [
      { id: 1, name: '白色' },
      { id: 2, name: '黑色' },
    ],
    sizes: [
      { id: 10, name: 'S' },
      { id: 11, name: 'M' },
      { id: 12, name: 'L' },
    ],
  } as unknown as DistributionBasicProduct;

  it('counts colour × size SKUs and saves the choice', async () => {
    const onSave = vi.fn();
    const element = host();
    mountWidget(
      element,
      SaveDialog,
      {
        blank,
        initial: { name: ' 我的 T 恤 ', colorIds: [1], sizeIds: [10, 11, 12] },
        saving: false,
        updating: false,
        onSave,
        onClose: () => {},
      },
      { css: EDITOR_CSS },
    );
    const root = element.shadowRoot!;
    const save = () =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
        b.textContent?.startsWith('保存'),
      )!;
    expect(save().textContent).toBe('保存（3 个 SKU）');
    const black = [...root.querySelectorAll('label')].find((l) => l.textContent?.includes('黑色'))!;
    black.querySelector('input')!.click();
    await rendered();
    expect(save().textContent).toBe('保存（6 个 SKU）');
    save().click();
    expect(onSave).toHaveBeenCalledWith({
      name: '我的 T 恤',
      colorIds: [1, 2],
      sizeIds: [10, 11, 12],
    });
  });

  it('cannot save without a colour', async () => {
    const element = host();
    mountWidget(
      element,
      SaveDialog,
      {
        blank,
        initial: { name: 'x', colorIds: [], sizeIds: [10] },
        saving: false,
        updating: true,
        onSave: () => {},
        onClose: () => {},
      },
      { css: EDITOR_CSS },
    );
    const root = element.shadowRoot!;
    const dialog = root.querySelector('[role="dialog"]')!;
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('保存设计（更新已保存的商品）');
    const save = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent?.startsWith('保存'),
    )!;
    expect(save.disabled).toBe(true);
  });
});

describe('LayerProperties', () => {
  const tile: TileLayer = {
    ...image,
    kind: 'tile',
    mode: 'basic',
    halfDrop: false,
    paddingX: 0,
    paddingY: 2,
    scale: 1,
    patternRotation: 0,
  } as unknown as TileLayer;

  it('changes a tile’s mode, half-drop and gaps', () => {
    const onChange = vi.fn();
    const element = host();
    mountWidget(element, LayerProperties, { layer: tile, onChange }, { css: EDITOR_CSS });
    const root = element.shadowRoot!;
    const mode = root.querySelector<HTMLSelectElement>('select[aria-label="平铺方式"]')!;
    mode.value = 'mirror';
    mode.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'mirror' });
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    expect(onChange).toHaveBeenLastCalledWith({ halfDrop: true });
    const gap = root.querySelector<HTMLInputElement>('input[aria-label="水平间距（毫米）"]')!;
    gap.value = '5';
    gap.dispatchEvent(new FocusEvent('blur'));
    gap.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(onChange).toHaveBeenLastCalledWith({ paddingX: 5 });
  });

  it('shows nothing for a text layer', () => {
    const element = host();
    mountWidget(element, LayerProperties, { layer: text, onChange: () => {} }, { css: EDITOR_CSS });
    expect(element.shadowRoot!.querySelector('[aria-label="图层属性"]')).toBeNull();
  });
});
