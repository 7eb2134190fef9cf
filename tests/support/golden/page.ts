/**
 * The browser half of the golden test: draws one view with the design package's scene builder on
 * a Konva stage, after loading its pictures and the fonts its text uses (the page links the same
 * font files the server registers).
 */
import { drawView, type DesignView } from '@podkit/design';
import Konva from 'konva';

export interface GoldenInput {
  view: DesignView;
  pxPerMm: number;
  /** Picture URL by layer `src`. */
  images: Record<string, string>;
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
  for (const layer of view.layers)
    if (layer.kind === 'text')
      await document.fonts.load(
        `${layer.fontSize * pxPerMm}px "${layer.fontFamily}"`,
        layer.content,
      );
  const width = Math.round(view.printArea.widthMm * pxPerMm);
  const height = Math.round(view.printArea.heightMm * pxPerMm);
  const stage = new Konva.Stage({ container: 'stage', width, height });
  const layer = new Konva.Layer();
  const group = new Konva.Group();
  stage.add(layer);
  layer.add(group);
  drawView(Konva, group, view, { pxPerMm, image: (src) => loaded.get(src) });
  layer.draw();
  return { width, height };
}

(window as unknown as { drawGolden: typeof drawGolden }).drawGolden = drawGolden;
