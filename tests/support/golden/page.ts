/**
 * The browser half of the golden test: draws one view with the design package's scene builder on
 * a Konva stage, after loading its pictures and its fonts the way the editor does — the font list
 * and files from the server's `/frontend/fonts`, installed and loaded by the editor's own code.
 */
import { drawView, type DesignDocument, type DesignView } from '@podkit/design';
import type { DesignFontInfo } from '@podkit/sdk-core';
import Konva from 'konva';
import {
  installFontFaces,
  loadFontFor,
  withPageFonts,
} from '../../../packages/editor-widget/src/ui/fonts';

export interface GoldenInput {
  view: DesignView;
  pxPerMm: number;
  /** Picture URL by layer `src`. */
  images: Record<string, string>;
  /** The server's API base (`…/req`). */
  apiBase: string;
}

/** The view with its text in the page's names of the design fonts, as the editor draws it. */
function inPageFonts(view: DesignView): DesignView {
  const document = { schemaVersion: 1, productId: 0, colorId: 0, views: [view] };
  return withPageFonts(document as DesignDocument).views[0]!;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`图片加载失败：${url}`));
    image.src = url;
  });
}

async function drawGolden(input: GoldenInput): Promise<{ width: number; height: number }> {
  Konva.pixelRatio = 1;
  const { view, pxPerMm } = input;
  const loaded = new Map<string, HTMLImageElement>();
  for (const [src, url] of Object.entries(input.images)) loaded.set(src, await loadImage(url));
  const fonts = (await (await fetch(`${input.apiBase}/frontend/fonts`)).json()) as {
    data: DesignFontInfo[];
  };
  installFontFaces(document, fonts.data, input.apiBase);
  for (const layer of view.layers)
    if (layer.kind === 'text') await loadFontFor(document, layer.fontFamily, layer.content);
  const width = Math.round(view.printArea.widthMm * pxPerMm);
  const height = Math.round(view.printArea.heightMm * pxPerMm);
  const stage = new Konva.Stage({ container: 'stage', width, height });
  const layer = new Konva.Layer();
  const group = new Konva.Group();
  stage.add(layer);
  layer.add(group);
  drawView(Konva, group, inPageFonts(view), { pxPerMm, image: (src) => loaded.get(src) });
  layer.draw();
  return { width, height };
}

(window as unknown as { drawGolden: typeof drawGolden }).drawGolden = drawGolden;
