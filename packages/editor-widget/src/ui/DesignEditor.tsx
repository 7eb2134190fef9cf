import { useCallback, useMemo, useRef, useState } from 'react';
import Konva from 'konva';
import { applyViewToOthers } from '@podkit/design';
import { resolveServerUrl } from '@podkit/sdk-core';
import type { HostAction } from '../core/editor';
import { MockupPreviews } from '../preview/MockupPreviews';
import type { DesignEditorProps, EditorDialog } from './design-editor-props';
import { clearedDocument } from './document-build';
import { EditorDialogs } from './EditorDialogs';
import { EditorSidePanels } from './EditorSidePanels';
import { withPageFonts } from './fonts';
import { useDesignLoad, firstViewId } from './hooks/use-design-load';
import { useDesignSave } from './hooks/use-design-save';
import { useEditorHotkeys } from './hooks/use-editor-hotkeys';
import { useEditorSurface } from './hooks/use-editor-surface';
import { useEditorToast } from './hooks/use-editor-toast';
import { useLayerAdding } from './hooks/use-layer-adding';
import { useTextTools } from './hooks/use-text-tools';
import { useProductScene, useViewChoice, useZoom } from './hooks/use-view-zoom';
import { ImageCache } from './image-cache';
import { LayersSide } from './LayersSide';
import { SaveStatus } from './SaveStatus';
import { Toolbar } from './Toolbar';
import { useUserColors } from './use-user-colors';

export { DOCUMENT_CHANGE_EVENT, type DesignEditorProps } from './design-editor-props';

function platformOf(): 'mac' | 'other' {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
    ? 'mac'
    : 'other';
}

/**
 * The design editor: toolbar, product picture with the design on a Konva stage, panels for the
 * product, materials, text and saved colours, the layer list, and saving with print-file status.
 * Plain React API only, so it runs under preact/compat as well (ARCHITECTURE.md decision 3).
 * The hooks hold its state (load, stage, view and zoom, text, saving); this lays them out.
 */
export function DesignEditor(props: DesignEditorProps) {
  const { client } = props;
  const surface = props.surface ?? null;
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const images = useMemo(
    () => new ImageCache(globalThis.document, (src) => resolveServerUrl(client.baseURL, src)),
    [client.baseURL],
  );
  const latestProps = useRef(props);
  latestProps.current = props;
  const [materialsOpen, setMaterialsOpen] = useState(false);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast, notify } = useEditorToast();
  const notifyError = useCallback((message: string) => notify('error', message), [notify]);
  const userColors = useUserColors(client);
  const platform = useMemo(platformOf, []);

  const choice = useViewChoice();
  const design = useDesignLoad(props, images, (next) => {
    choice.setViewId(firstViewId(next.blank));
    choice.setColorId(next.colorId);
    choice.setSizeIds(
      next.savedSizeIds.length > 0 ? next.savedSizeIds : next.blank.sizes.map((s) => s.id),
    );
  });
  const { loaded } = design;
  const zoom = useZoom();
  const stage = useEditorSurface({
    stageRef,
    rootRef,
    loaded,
    images,
    events: {
      onDocumentChange: (next) => latestProps.current.onDocumentChange?.(next),
      onHostAction: (action: HostAction) => {
        const { onSave, operates } = latestProps.current;
        const editor = stage.editorRef.current;
        if (action === 'save' && operates && !operates.includes('save')) return;
        if (action === 'save' && onSave && editor) onSave(editor.document);
        else if (action === 'chooseProduct' && latestProps.current.surface) return;
        else setDialog(action);
      },
      onError: notifyError,
      onZoom: zoom.setZoom,
    },
  });
  const { editorRef, document, change } = stage;
  const { viewId, colorId } = choice;
  useProductScene({ editorRef, loaded, viewId, colorId, images, onError: notifyError });
  useEditorHotkeys(editorRef, dialog !== null || materialsOpen);

  const view = document?.views.find((candidate) => candidate.viewId === viewId);
  const selected = view?.layers.find((layer) => layer.id === stage.selectedId);
  const blank = loaded?.blank;
  const previewDocument = useMemo(() => (document ? withPageFonts(document) : null), [document]);
  const loadPicture = useCallback((src: string) => images.load(src), [images]);
  const shared = { editorRef, change, view, viewId, setBusy, notify };
  const text = useTextTools({ ...shared, selected, fonts: design.fonts, surface });
  const adding = useLayerAdding({ ...shared, images });
  const saving = useDesignSave({
    client,
    editorRef,
    blank,
    viewId,
    colorId,
    designedId: design.designedId,
    setDesignedId: design.setDesignedId,
    onSaved: (result) => {
      setDialog(null);
      latestProps.current.onSaved?.(result);
    },
  });

  function switchView(next: number) {
    const editor = editorRef.current;
    if (editor && blank?.is_merge_design === 1 && next !== viewId) {
      // Merged sides carry one design: the side just edited is copied onto the others.
      change(applyViewToOthers(editor.document, viewId));
    }
    choice.setViewId(next);
  }

  const colorName = (id: number) => blank?.colors.find((c) => c.id === id)?.name ?? String(id);
  const viewName = (id: number) => blank?.views.find((v) => v.view_id === id)?.name ?? String(id);
  const status = saving.status;
  const mayAddToCart = props.onAddToCart && (!props.operates || props.operates.includes('addCart'));

  return (
    <div
      ref={rootRef}
      className="pe-root"
      data-testid="design-editor"
      data-ready={loaded && document ? 'true' : 'false'}
      data-view-id={viewId}
      data-color-id={colorId}
      data-selected-layer={stage.selectedId ?? ''}
    >
      <Toolbar
        platform={platform}
        canUndo={stage.history.canUndo}
        canRedo={stage.history.canRedo}
        hasSelection={Boolean(selected)}
        hidden={[
          ...(props.operates && !props.operates.includes('save') ? ['save' as const] : []),
          ...(surface ? ['chooseProduct' as const] : []),
        ]}
        zoom={zoom.zoom}
        onAction={(action) => editorRef.current?.run(action)}
        onZoom={(direction) => zoom.zoomBy(editorRef.current?.stage, direction)}
      />
      <div className="pe-body">
        <EditorSidePanels
          onSurface={surface !== null}
          blank={blank}
          choice={choice}
          onView={switchView}
          onChooseProduct={() => setDialog('chooseProduct')}
          onOpenMaterials={props.renderMaterials ? () => setMaterialsOpen(true) : null}
          busy={busy}
          fonts={design.fonts}
          text={text}
          selected={selected}
          userColors={userColors}
        />
        <main className="pe-centre">
          <div className="pe-stage" ref={stageRef} data-testid="editor-stage">
            {!loaded && !design.loadError ? <div className="pe-stage-status">加载中...</div> : null}
            {design.loadError ? (
              <div className="pe-stage-status" role="alert">
                {design.loadError}
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
        <LayersSide
          view={view}
          viewId={viewId}
          selected={selected}
          selectedId={stage.selectedId}
          current={() => editorRef.current?.document ?? null}
          change={change}
          onSelect={(id) => editorRef.current?.stage.select(id)}
        />
      </div>
      <EditorDialogs
        client={client}
        dialog={dialog}
        materialsOpen={materialsOpen}
        renderMaterials={props.renderMaterials}
        loaded={loaded}
        blank={blank}
        productId={design.productId}
        colorId={colorId}
        sizeIds={choice.sizeIds}
        view={view}
        saving={saving.saving}
        updating={design.designedId !== null}
        onPickMaterial={(material) => {
          setMaterialsOpen(false);
          void adding.addMaterial(material);
        }}
        onCloseMaterials={() => setMaterialsOpen(false)}
        onSave={saving.save}
        onChooseProduct={(nextId) => {
          setDialog(null);
          design.chooseProduct(nextId, editorRef.current?.document ?? null);
        }}
        onApplyStyle={async (content) => {
          if (await adding.applyStyle(content)) setDialog(null);
        }}
        onRedesign={() => {
          const editor = editorRef.current;
          if (editor) change(clearedDocument(editor.document));
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      {status ? (
        <SaveStatus
          client={client}
          productId={status.productId}
          jobId={status.jobId}
          tortHits={status.tortHits}
          colorName={colorName}
          viewName={viewName}
          onClose={() => saving.setStatus(null)}
          {...(mayAddToCart
            ? {
                onAddToCart: () => {
                  saving.setStatus(null);
                  latestProps.current.onAddToCart?.(status.productId);
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
