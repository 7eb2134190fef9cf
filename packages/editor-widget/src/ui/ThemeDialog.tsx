import { useEffect, useState } from 'react';
import type { DesignView, Layer } from '@podkit/design';
import { products, type Client, type MaterialStyle } from '@podkit/sdk-core';
import { Dialog } from '@podkit/widget-kit';

/** What a saved style holds: one view's layers and the print area they were made on. */
export interface StyleContent {
  layers: Layer[];
  printArea: DesignView['printArea'];
}

export function isStyleContent(content: unknown): content is StyleContent {
  const value = content as Partial<StyleContent> | null;
  return Boolean(
    value &&
    Array.isArray(value.layers) &&
    value.printArea &&
    typeof value.printArea.widthMm === 'number' &&
    typeof value.printArea.heightMm === 'number',
  );
}

/**
 * Theme design (Ctrl+F2): the reseller's saved styles (materialStyle) to place on the current
 * view, and saving the current view's design as a new style.
 */
export function ThemeDialog(props: {
  client: Client;
  view: DesignView | undefined;
  onApply(content: StyleContent): void;
  onClose(): void;
}) {
  const [styles, setStyles] = useState<MaterialStyle[] | null>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    products.listMaterialStyles(props.client, { page: 1, page_size: 50 }).then(
      (page) => current && setStyles(page.data),
      () => current && setStyles([]),
    );
    return () => {
      current = false;
    };
  }, [props.client, reloads]);

  const usable = (styles ?? []).filter((style) => isStyleContent(style.content));
  const layers = props.view?.layers ?? [];

  async function save() {
    if (!props.view) return;
    setSaving(true);
    try {
      const content: StyleContent = { layers, printArea: props.view.printArea };
      await products.createMaterialStyle(props.client, {
        name: name.trim(),
        content: content as unknown as Record<string, unknown>,
      });
      setName('');
      setReloads((count) => count + 1);
    } catch {
      // The client's notifier already showed the server's message.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title="主题设计" wide onClose={props.onClose}>
      <h4 style={{ marginTop: 0 }}>我的主题样式</h4>
      {styles === null ? <p className="pe-empty">加载中...</p> : null}
      {styles && usable.length === 0 ? (
        <p className="pe-empty">还没有保存的主题样式，可以把当前设计保存为样式</p>
      ) : null}
      <div className="pe-grid">
        {usable.map((style) => (
          <button
            key={style.id}
            type="button"
            className="pe-card"
            onClick={() => props.onApply(style.content as unknown as StyleContent)}
          >
            <span className="pe-card-title">{style.name}</span>
            <span className="pe-hint">
              {(style.content as unknown as StyleContent).layers.length} 个图层 · 点击使用
            </span>
          </button>
        ))}
      </div>
      <h4>保存当前视图为主题样式</h4>
      <div className="pe-row">
        <input
          type="text"
          style={{ flex: 1, border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 8px' }}
          value={name}
          maxLength={100}
          placeholder="样式名称"
          aria-label="样式名称"
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="button"
          className="pe-tool pe-primary"
          disabled={saving || !name.trim() || layers.length === 0}
          onClick={save}
        >
          保存样式
        </button>
      </div>
      {layers.length === 0 ? <p className="pe-hint">当前视图没有图层</p> : null}
    </Dialog>
  );
}
