import { useEffect, useState, type RefObject } from 'react';
import type { Editor } from '../../core/editor';
import type { EditorStage } from '../../core/editor-stage';
import type { ImageCache } from '../image-cache';
import type { LoadedDesign } from '../load-design';
import { productScene, productSources } from '../product-scene';

const ZOOM_STEP = 1.25;

/** The stage's zoom as the toolbar shows it: its buttons step it, the wheel reports it. */
export function useZoom() {
  const [zoom, setZoom] = useState(1);
  function zoomBy(stage: EditorStage | undefined, direction: 'in' | 'out' | 'reset') {
    if (!stage) return;
    if (direction === 'reset') stage.resetView();
    else stage.setZoom(direction === 'in' ? stage.zoom * ZOOM_STEP : stage.zoom / ZOOM_STEP);
    setZoom(stage.zoom);
  }
  return { zoom, setZoom, zoomBy };
}

/** Which view, colour and sizes are chosen; a load sets them, the product panel changes them. */
export function useViewChoice() {
  const [viewId, setViewId] = useState(0);
  const [colorId, setColorId] = useState(0);
  const [sizeIds, setSizeIds] = useState<number[]>([]);
  return { viewId, setViewId, colorId, setColorId, sizeIds, setSizeIds };
}

/**
 * Puts the product picture and masks of the chosen view and colour on the stage: at once, and
 * again once their pictures have loaded.
 */
export function useProductScene(options: {
  editorRef: RefObject<Editor | null>;
  loaded: LoadedDesign | null;
  viewId: number;
  colorId: number;
  images: ImageCache;
  onError: (message: string) => void;
}) {
  const { editorRef, loaded, viewId, colorId, images, onError } = options;
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
      .catch(() => current && onError('产品图片加载失败'));
    return () => {
      current = false;
    };
  }, [editorRef, loaded, viewId, colorId, images, onError]);
}
