import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Konva from 'konva';
import {
  addLayer,
  applyViewToOthers,
  newPictureIndex,
  reorderLayer,
  type DesignDocument,
  type TextLayer,
} from '@podkit/design';
import {
  products,
  type Client,
  type DesignedProductSaved,
  type TortBrandHit,
  type DesignFontInfo,
  type Material,
  resolveServerUrl,
} from '@podkit/sdk-core';
import { createEditor, type Editor, type HostAction } from '../core/editor';
import { findHotkey, type HotkeyAction } from '../hotkeys';
import { MockupPreviews } from '../preview/MockupPreviews';
import { ColorsPanel } from './ColorsPanel';
import {
  clearedDocument,
  imageLayerFor,
  placeStyle,
  textLayerFor,
  updateLayer,
  TEXT_LINE_HEIGHT,
  type TextStyle,
} from './document-build';
import { hasCjk, loadFontFor, pageFamily, withPageFonts } from './fonts';
import { ImageCache } from './image-cache';
import { LayerList } from './LayerList';
import { LayerProperties } from './LayerProperties';
import { loadDesign, loadFonts, type LoadedDesign } from './load-design';
import { surfaceFontSize, type PrintSurface } from './print-surface';
import { productScene, productSources } from './product-scene';
import { ProductChooser } from './ProductChooser';
import { ProductPanel } from './ProductPanel';
import { SaveDialog, type SaveChoice } from './SaveDialog';
import { SaveStatus } from './SaveStatus';
import { measureTextBox } from './text-measure';
import { DEFAULT_FONT, DEFAULT_FONT_SIZE, TextPanel } from './TextPanel';
import { ThemeDialog, type StyleContent } from './ThemeDialog';
import { Toolbar } from './Toolbar';
import { useUserColors } from './use-user-colors';
import { ConfirmDialog, Dialog } from '@podkit/widget-kit';

/** Name of the event the editor's host element receives with every change of the document. */
export const DOCUMENT_CHANGE_EVENT = 'podkit:documentchange';

export interface DesignEditorProps {
  /** The host's sdk-core client; every call goes through it. */
  client: Client;
  /** The blank to design on. */
  productId: number;
  colorId?: number | null;
  /** A saved designed product to reopen (design records); its blank wins over `productId`. */
  designedProductId?: number | null;
  /** The material picker (the host passes the gallery widget in pick mode). */
  renderMaterials?(pick: (material: Material) => void): ReactNode;
  /** The reseller chose another blank; a host with an address bar puts it there. */
  onProductChange?(productId: number, colorId: number | null): void;
  onSaved?(saved: DesignedProductSaved): void;
  /**
   * 加入购物车 for the product just saved: the save dialog offers it when the host gives this
   * and the user may add to the cart (operates 'addCart').
   */
  onAddToCart?(productId: number): void;
  /**
   * Takes over saving (group design saves one design onto several blanks): the save key and
   * button hand the document to the host instead of opening the editor's save dialog.
   */
  onSave?(document: DesignDocument): void;
  /**
   * Buttons the user may use (the menu entry's operates, spec 5); without 'save' the save button
   * is hidden and the save key does nothing. Everything is allowed when absent.
   */
  operates?: readonly string[];
  /** Every change of the document (also sent as DOCUMENT_CHANGE_EVENT on the host element). */
  onDocumentChange?(document: DesignDocument): void;
  /**
   * Design on a flat print area instead of a blank (packaging): no product panel, mockups or
   * product choice, and saving goes to the host's onSave. A new size reloads the editor.
   */
  surface?: PrintSurface | null;
}

type Panel = 'product' | 'materials' | 'text' | 'colors';
type OpenDialog = 'save' | 'chooseProduct' | 'themeDesign' | 'redesign' | null;

const PANELS: Array<{ key: Panel; label: string }> = [
  { key: 'product', label: '产品' },
  { key: 'materials', label: '素材' },
  { key: 'text', label: '文字' },
  { key: 'colors', label: '颜色' },
];

const ZOOM_STEP = 1.25;

function platformOf(): 'mac' | 'other' {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
    ? 'mac'
    : 'other';
}

/**
 * The design editor: toolbar, product picture with the design on a Konva stage, panels for the
 * product, materials, text and saved colours, the layer list, and saving with print-file status.
 * Plain React API only, so it runs under preact/compat as well (ARCHITECTURE.md decision 3).
 */
export function DesignEditor(props: DesignEditorProps) {
  const { client } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const images = useMemo(
    () => new ImageCache(globalThis.document, (src) => resolveServerUrl(client.baseURL, src)),
    [client.baseURL],
  );
  const [productId, setProductId] = useState(props.productId);
  const [designedId, setDesignedId] = useState<number | null>(props.designedProductId ?? null);
  const carryFrom = useRef<DesignDocument | null>(null);

  const [loaded, setLoaded] = useState<LoadedDesign | null>(null);
  const [loadError, setLoadError] = useState('');
  const [fonts, setFonts] = useState<DesignFontInfo[]>([]);
  const [document, setDocument] = useState<DesignDocument | null>(null);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [viewId, setViewId] = useState(0);
  const [colorId, setColorId] = useState(0);
  const [sizeIds, setSizeIds] = useState<number[]>([]);
  const surface = props.surface ?? null;
  const surfaceKey = surface ? `${surface.widthMm}x${surface.heightMm}@${surface.dpi}` : '';
  const panels = surface ? PANELS.filter((entry) => entry.key !== 'product') : PANELS;
  const [panel, setPanel] = useState<Panel>(surface ? 'materials' : 'product');
  const [materialsOpen, setMaterialsOpen] = useState(false);
  const materialsOpenRef = useRef(false);
  materialsOpenRef.current = materialsOpen;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const dialogRef = useRef<OpenDialog>(null);
  dialogRef.current = dialog;
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{
    productId: number;
    jobId: number;
    tortHits: TortBrandHit[];
  } | null>(null);
  const [toast, setToast] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [textStyle, setTextStyle] = useState<TextStyle>({
    content: '',
    fontFamily: DEFAULT_FONT,
    fontSize: props.surface ? surfaceFontSize(props.surface) : DEFAULT_FONT_SIZE,
    fill: '#000000',
  });
  const userColors = useUserColors(client);
  const platform = useMemo(platformOf, []);

  const latestProps = useRef(props);
  latestProps.current = props;

  const notify = useCallback(
    (kind: 'info' | 'error', text: string) => setToast({ kind, text }),
    [],
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 3000);
    return () => clearTimeout(timer);
  }, [toast]);

  // A new blank or saved design from the host.
  useEffect(() => setProductId(props.productId), [props.productId]);
  useEffect(() => setDesignedId(props.designedProductId ?? null), [props.designedProductId]);

  // Load the blank, its masks, the fonts and the document.
  useEffect(() => {
    let current = true;
    setLoadError('');
    loadDesign({
      client,
      productId,
      colorId: latestProps.current.colorId ?? null,
      designedProductId: designedId,
      carryFrom: carryFrom.current,
      images,
      page: globalThis.document,
      surface: latestProps.current.surface ?? undefined,
    }).then(
      (next) => {
        if (!current) return;
        carryFrom.current = null;
        const firstView = [...next.blank.views].sort(
          (a, b) => a.sort - b.sort || a.view_id - b.view_id,
        )[0];
        setViewId(firstView?.view_id ?? 0);
        setColorId(next.colorId);
        setSizeIds(
          next.savedSizeIds.length > 0 ? next.savedSizeIds : next.blank.sizes.map((s) => s.id),
        );
        setLoaded(next);
      },
      (error: unknown) => {
        if (current) setLoadError(error instanceof Error ? error.message : '设计加载失败');
      },
    );
    return () => {
      current = false;
    };
    // designedId changes after a save too; the saved document is the one on the stage already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, productId, props.designedProductId, images, surfaceKey]);

  useEffect(() => {
    let current = true;
    loadFonts(client, globalThis.document).then(
      (list) => current && setFonts(list),
      () => current && setFonts([]),
    );
    return () => {
      current = false;
    };
  }, [client]);

  const emitDocument = useCallback((next: DesignDocument) => {
    setDocument(next);
    const editor = editorRef.current;
    if (editor) setHistory({ canUndo: editor.canUndo, canRedo: editor.canRedo });
    latestProps.current.onDocumentChange?.(next);
    rootRef.current?.dispatchEvent(
      new CustomEvent(DOCUMENT_CHANGE_EVENT, { detail: next, bubbles: true, composed: true }),
    );
  }, []);

  const hostAction = useCallback((action: HostAction) => {
    const { onSave, operates } = latestProps.current;
    const editor = editorRef.current;
    if (action === 'save' && operates && !operates.includes('save')) return;
    if (action === 'save' && onSave && editor) onSave(editor.document);
    else if (action === 'chooseProduct' && latestProps.current.surface) return;
    else setDialog(action);
  }, []);

  // Create the stage once the first design is loaded; later loads replace its document.
  useEffect(() => {
    const container = stageRef.current;
    if (!loaded || !container) return;
    const firstView = [...loaded.blank.views].sort(
      (a, b) => a.sort - b.sort || a.view_id - b.view_id,
    )[0]!.view_id;
    const scene = {
      document: loaded.document,
      viewId: firstView,
      product: productScene(loaded.blank, loaded.masks, firstView, loaded.colorId, images),
      images: (src: string) => images.get(src),
      fontFamily: pageFamily,
    };
    let editor = editorRef.current;
    if (!editor) {
      editor = createEditor({
        konva: Konva,
        container: container as HTMLDivElement,
        width: Math.max(container.clientWidth, 200),
        height: Math.max(container.clientHeight, 200),
        scene,
        onChange: emitDocument,
        onSelect: setSelectedId,
        onHostAction: hostAction,
        onError: (message) => notify('error', message),
      });
      editorRef.current = editor;
      editor.stage.stage.on('wheel', () => setZoom(editor!.stage.zoom));
    } else {
      editor.setScene(scene);
    }
    emitDocument(editor.document);
  }, [loaded, images, emitDocument, hostAction, notify]);

  useEffect(
    () => () => {
      editorRef.current?.destroy();
      editorRef.current = null;
    },
    [],
  );

  // Keep the stage as large as its box.
  useEffect(() => {
    const container = stageRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      editorRef.current?.stage.resize(
        Math.max(container.clientWidth, 200),
        Math.max(container.clientHeight, 200),
      );
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  // The product picture and masks of the chosen view and colour.
  useEffect(() => {
    if (!loaded || !viewId) return;
    const apply = () =>
      editorRef.current?.setScene({
        viewId,
        product: productScene(loaded.blank, loaded.masks, viewId, colorId, images),
      });
    apply();
    let current = true;
    images
      .loadAll(productSources(loaded.blank, loaded.masks, viewId, colorId))
      .then(() => current && apply())
      .catch(() => current && notify('error', '产品图片加载失败'));
    return () => {
      current = false;
    };
  }, [loaded, viewId, colorId, images, notify]);

  // Hot keys by physical key, wherever the focus is on the page (spec section 2).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const editor = editorRef.current;
      const hotkey = findHotkey(event);
      if (!editor || !hotkey) return;
      if (dialogRef.current || materialsOpenRef.current) {
        // A dialog is up: no editing behind it, but Ctrl+S must not open the browser's save either.
        if (hotkey.modifier !== 'none' && hotkey.preventDefault) event.preventDefault();
        return;
      }
      const target = event.composedPath()[0] ?? event.target;
      const handled = editor.handleKeyDown({
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        target,
      });
      if (handled && hotkey.preventDefault) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const view = document?.views.find((candidate) => candidate.viewId === viewId);
  const selected = view?.layers.find((layer) => layer.id === selectedId);
  const blank = loaded?.blank;
  const previewDocument = useMemo(() => (document ? withPageFonts(document) : null), [document]);
  const loadPicture = useCallback((src: string) => images.load(src), [images]);

  function change(next: DesignDocument, select?: string) {
    const editor = editorRef.current;
    if (!editor) return;
    editor.change(next);
    if (select) editor.stage.select(select);
  }

  function runAction(action: HotkeyAction) {
    editorRef.current?.run(action);
  }

  function switchView(next: number) {
    const editor = editorRef.current;
    if (editor && blank?.is_merge_design === 1 && next !== viewId) {
      // Merged sides carry one design: the side just edited is copied onto the others.
      change(applyViewToOthers(editor.document, viewId));
    }
    setViewId(next);
  }

  async function addMaterial(material: Material) {
    const editor = editorRef.current;
    if (!editor || !view) return;
    try {
      const layer = imageLayerFor(material, view);
      setBusy(true);
      await images.load(layer.src);
      // Selected, and under any text, so the words already placed stay in sight.
      const current = editor.document.views.find((candidate) => candidate.viewId === viewId);
      const index = current ? newPictureIndex(current) : undefined;
      change(addLayer(editor.document, viewId, layer, index), layer.id);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  /** The text style with a Chinese font when the text has Chinese and the font lacks it. */
  function fontForText(style: TextStyle): TextStyle {
    const font = fonts.find((candidate) => candidate.family === style.fontFamily);
    if (!hasCjk(style.content) || font?.cjk) return style;
    const cjk = fonts.find((candidate) => candidate.cjk);
    if (!cjk) return style;
    notify('info', `文字含中文，已换用支持中文的字体：${cjk.label}`);
    const next = { ...style, fontFamily: cjk.family };
    setTextStyle(next);
    return next;
  }

  async function textBox(style: TextStyle) {
    await loadFontFor(globalThis.document, style.fontFamily, style.content);
    return measureTextBox(globalThis.document, { ...style, lineHeight: TEXT_LINE_HEIGHT });
  }

  async function addText() {
    const editor = editorRef.current;
    if (!editor || !view) return;
    setBusy(true);
    try {
      const style = fontForText(textStyle);
      const layer = textLayerFor(style, await textBox(style), view);
      change(addLayer(editor.document, viewId, layer), layer.id);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function applyText() {
    const editor = editorRef.current;
    if (!editor || selected?.kind !== 'text') return;
    setBusy(true);
    try {
      const style = fontForText(textStyle);
      const box = await textBox(style);
      const patch: Partial<TextLayer> = {
        ...style,
        x: selected.x + (selected.width - box.width) / 2,
        y: selected.y + (selected.height - box.height) / 2,
        width: box.width,
        height: box.height,
      };
      change(updateLayer(editor.document, viewId, selected.id, patch), selected.id);
    } finally {
      setBusy(false);
    }
  }

  function pickColor(color: string) {
    setTextStyle({ ...textStyle, fill: color });
    const editor = editorRef.current;
    if (editor && selected?.kind === 'text')
      change(updateLayer(editor.document, viewId, selected.id, { fill: color }), selected.id);
  }

  async function applyStyle(content: StyleContent) {
    const editor = editorRef.current;
    if (!editor) return;
    const next = placeStyle(editor.document, viewId, content);
    await images.loadAll(
      content.layers.flatMap((layer) => (layer.kind === 'text' ? [] : [layer.src])),
    );
    await Promise.all(
      content.layers.map((layer) =>
        layer.kind === 'text'
          ? loadFontFor(globalThis.document, layer.fontFamily, layer.content)
          : null,
      ),
    );
    change(next);
    setDialog(null);
  }

  async function save(choice: SaveChoice) {
    const editor = editorRef.current;
    if (!editor || !blank) return;
    setSaving(true);
    try {
      const colorForDocument = choice.colorIds.includes(colorId) ? colorId : choice.colorIds[0]!;
      let saved: DesignDocument = { ...editor.document, colorId: colorForDocument };
      if (blank.is_merge_design === 1) saved = applyViewToOthers(saved, viewId);
      const body = {
        name: choice.name,
        basic_product_id: blank.id,
        document: saved as unknown as Record<string, unknown>,
        color_ids: choice.colorIds,
        size_ids: choice.sizeIds,
      };
      const result = designedId
        ? await products.update(client, designedId, body)
        : await products.create(client, body);
      setDesignedId(result.id);
      setDialog(null);
      setStatus({ productId: result.id, jobId: result.job_id, tortHits: result.tort_hits });
      latestProps.current.onSaved?.(result);
    } catch {
      // The client's notifier showed why; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  }

  function chooseProduct(nextId: number) {
    setDialog(null);
    if (nextId === productId) return;
    carryFrom.current = editorRef.current?.document ?? null;
    setDesignedId(null);
    if (latestProps.current.onProductChange) latestProps.current.onProductChange(nextId, null);
    else setProductId(nextId);
  }

  function zoomBy(direction: 'in' | 'out' | 'reset') {
    const stage = editorRef.current?.stage;
    if (!stage) return;
    if (direction === 'reset') stage.resetView();
    else stage.setZoom(direction === 'in' ? stage.zoom * ZOOM_STEP : stage.zoom / ZOOM_STEP);
    setZoom(stage.zoom);
  }

  const colorName = (id: number) => blank?.colors.find((c) => c.id === id)?.name ?? String(id);
  const viewName = (id: number) => blank?.views.find((v) => v.view_id === id)?.name ?? String(id);

  return (
    <div
      ref={rootRef}
      className="pe-root"
      data-testid="design-editor"
      data-ready={loaded && document ? 'true' : 'false'}
      data-view-id={viewId}
      data-color-id={colorId}
      data-selected-layer={selectedId ?? ''}
    >
      <Toolbar
        platform={platform}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        hasSelection={Boolean(selected)}
        hidden={[
          ...(props.operates && !props.operates.includes('save') ? ['save' as const] : []),
          ...(surface ? ['chooseProduct' as const] : []),
        ]}
        zoom={zoom}
        onAction={runAction}
        onZoom={zoomBy}
      />
      <div className="pe-body">
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
                colorId={colorId}
                viewId={viewId}
                sizeIds={sizeIds}
                onColor={setColorId}
                onView={switchView}
                onSizes={setSizeIds}
                onChooseProduct={() => setDialog('chooseProduct')}
              />
            ) : null}
            {panel === 'materials' ? (
              <div>
                <h4>素材</h4>
                <p className="pe-hint">从素材库选一张图片放到当前视图的打印区域中央。</p>
                <button
                  type="button"
                  className="pe-tool pe-primary"
                  disabled={!props.renderMaterials || busy}
                  onClick={() => setMaterialsOpen(true)}
                >
                  打开素材库
                </button>
              </div>
            ) : null}
            {panel === 'text' ? (
              <TextPanel
                fonts={fonts}
                style={textStyle}
                busy={busy}
                editingSelected={selected?.kind === 'text'}
                onStyle={setTextStyle}
                onAdd={addText}
                onApply={applyText}
              />
            ) : null}
            {panel === 'colors' ? (
              <ColorsPanel
                colors={userColors.colors}
                current={textStyle.fill}
                onPick={pickColor}
                onSave={userColors.save}
                onRemove={userColors.remove}
              />
            ) : null}
          </div>
        </aside>
        <main className="pe-centre">
          <div className="pe-stage" ref={stageRef} data-testid="editor-stage">
            {!loaded && !loadError ? <div className="pe-stage-status">加载中...</div> : null}
            {loadError ? (
              <div className="pe-stage-status" role="alert">
                {loadError}
              </div>
            ) : null}
          </div>
          {blank && previewDocument && !surface ? (
            <section className="pe-previews" aria-label="效果预览">
              <MockupPreviews
                konva={Konva}
                document={previewDocument}
                blank={blank}
                loadImage={loadPicture}
              />
            </section>
          ) : null}
        </main>
        <aside className="pe-right">
          <div className="pe-tabs">
            <span className="pe-tab" aria-selected="true">
              图层
            </span>
          </div>
          <div className="pe-panel" style={{ padding: 0 }}>
            <LayerList
              view={view}
              selectedId={selectedId}
              onSelect={(id) => editorRef.current?.stage.select(id)}
              onToggle={(id, field) => {
                const layer = view?.layers.find((candidate) => candidate.id === id);
                const editor = editorRef.current;
                if (layer && editor)
                  change(updateLayer(editor.document, viewId, id, { [field]: !layer[field] }));
              }}
              onMove={(id, toIndex) => {
                const editor = editorRef.current;
                if (editor) change(reorderLayer(editor.document, viewId, id, toIndex), id);
              }}
            />
          </div>
          <LayerProperties
            layer={selected}
            onChange={(patch) => {
              const editor = editorRef.current;
              if (editor && selected)
                change(updateLayer(editor.document, viewId, selected.id, patch), selected.id);
            }}
          />
        </aside>
      </div>
      {materialsOpen && props.renderMaterials ? (
        <Dialog title="选择素材" wide onClose={() => setMaterialsOpen(false)}>
          {props.renderMaterials((material) => {
            setMaterialsOpen(false);
            void addMaterial(material);
          })}
        </Dialog>
      ) : null}
      {dialog === 'save' && blank ? (
        <SaveDialog
          blank={blank}
          saving={saving}
          updating={designedId !== null}
          initial={{
            name: loaded?.savedName || blank.name,
            colorIds: loaded?.savedColorIds.length ? loaded.savedColorIds : [colorId],
            sizeIds: sizeIds.length > 0 ? sizeIds : blank.sizes.map((size) => size.id),
          }}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'chooseProduct' ? (
        <ProductChooser
          client={client}
          currentId={productId}
          onPick={(next) => chooseProduct(next.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'themeDesign' ? (
        <ThemeDialog
          client={client}
          view={view}
          onApply={applyStyle}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'redesign' ? (
        <ConfirmDialog
          title="重新设计"
          text="确定清空所有视图上的设计，重新开始吗？（可以撤销）"
          confirmText="清空设计"
          onClose={() => setDialog(null)}
          onConfirm={() => {
            const editor = editorRef.current;
            if (editor) change(clearedDocument(editor.document));
            setDialog(null);
          }}
        />
      ) : null}
      {status ? (
        <SaveStatus
          client={client}
          productId={status.productId}
          jobId={status.jobId}
          tortHits={status.tortHits}
          colorName={colorName}
          viewName={viewName}
          onClose={() => setStatus(null)}
          {...(props.onAddToCart && (!props.operates || props.operates.includes('addCart'))
            ? {
                onAddToCart: () => {
                  const productId = status.productId;
                  setStatus(null);
                  latestProps.current.onAddToCart?.(productId);
                },
              }
            : {})}
        />
      ) : null}
      {toast ? (
        <div
          className="pe-toast"
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
        >
          {toast.text}
        </div>
      ) : null}
    </div>
  );
}
