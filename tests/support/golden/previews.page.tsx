/**
 * Test page: the editor's MockupPreviews on a real blank from the server, with a design whose
 * picture is drawn in the page. `setLayerX` changes the document the way an edit does.
 */
import type { DesignDocument } from '@podkit/design';
import type { BasicProduct } from '@podkit/sdk-core';
import Konva from 'konva';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MockupPreviews } from '../../../packages/editor-widget/src/preview/MockupPreviews';

function artwork(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 300;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 300, 300);
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(100, 100, 100, 100);
  return canvas.toDataURL('image/png');
}

const cache = new Map<string, Promise<HTMLImageElement>>();
function loadImage(src: string): Promise<HTMLImageElement> {
  let loading = cache.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`图片加载失败：${src}`));
      image.src = src;
    });
    cache.set(src, loading);
  }
  return loading;
}

function start(blank: BasicProduct, colorIds: number[]) {
  const art = artwork();
  const documentOf = (x: number): DesignDocument => ({
    schemaVersion: 1,
    productId: blank.id,
    colorId: blank.colors[0]!.id,
    views: blank.views.map((view) => ({
      viewId: view.view_id,
      printArea: {
        widthMm: view.print_area.width_mm,
        heightMm: view.print_area.height_mm,
        dpi: view.print_area.dpi,
      },
      layers: [
        {
          kind: 'image',
          id: 'art',
          x,
          y: 0,
          width: view.print_area.width_mm / 2,
          height: view.print_area.height_mm,
          rotation: 0,
          visible: true,
          locked: false,
          materialId: 1,
          src: art,
          pixelWidth: 300,
          pixelHeight: 300,
          crop: { x: 0, y: 0, width: 1, height: 1 },
          flipX: false,
          flipY: false,
          opacity: 1,
        },
      ],
    })),
  });
  const root = createRoot(document.getElementById('previews')!);
  const render = (x: number) =>
    root.render(
      createElement(MockupPreviews, {
        konva: Konva,
        document: documentOf(x),
        blank,
        loadImage,
        colorIds,
      }),
    );
  render(0);
  return { setLayerX: render };
}

Object.assign(window, {
  previews: {
    start(blank: BasicProduct, colorIds: number[]) {
      Object.assign(window, { previewsControl: start(blank, colorIds) });
    },
  },
});
