/**
 * Bench page: the editor core (createEditor → EditorStage) on a 200-layer design, with a frame
 * recorder. The bench drives real pointer drags through Chromium's input pipeline.
 */
import type { DesignDocument, Layer } from '@podkit/design';
import Konva from 'konva';
import { createEditor } from '../../packages/editor-widget/src/core/editor';

function picture(hue: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 400;
  const ctx = canvas.getContext('2d')!;
  const fill = ctx.createLinearGradient(0, 0, 400, 400);
  fill.addColorStop(0, `hsl(${hue} 80% 55%)`);
  fill.addColorStop(1, `hsl(${hue + 120} 80% 40%)`);
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, 400, 400);
  return canvas;
}

const pictures = new Map<string, HTMLCanvasElement>();
for (let i = 0; i < 8; i += 1) pictures.set(`p${i}.png`, picture(i * 45));

function layers(count: number): Layer[] {
  const box = { visible: true, locked: false };
  return Array.from({ length: count }, (_, i): Layer => {
    // A 20 × 10 grid of cells 15 × 40 mm: no layer covers another's centre, so each can be grabbed.
    const x = (i % 20) * 15 + 1;
    const y = Math.floor(i / 20) * 40 + 1;
    if (i % 4 === 3)
      return {
        kind: 'text',
        id: `l${i}`,
        ...box,
        x,
        y,
        width: 13,
        height: 8,
        rotation: (i * 7) % 360,
        content: `图层 ${i} PodKit`,
        fontFamily: 'sans-serif',
        fontSize: 3,
        fill: '#111827',
        stroke: null,
        letterSpacing: 0,
        lineHeight: 1.2,
        align: 'left',
      };
    return {
      kind: 'image',
      id: `l${i}`,
      ...box,
      x,
      y,
      width: 12,
      height: 12,
      rotation: (i * 11) % 360,
      materialId: i,
      src: `p${i % 8}.png`,
      pixelWidth: 400,
      pixelHeight: 400,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      flipX: false,
      flipY: false,
      opacity: 1,
    };
  });
}

const doc: DesignDocument = {
  schemaVersion: 1,
  productId: 1,
  colorId: 1,
  views: [{ viewId: 1, printArea: { widthMm: 300, heightMm: 400, dpi: 150 }, layers: layers(200) }],
};

const frames: number[] = [];
let recording = false;
function tick(now: number) {
  if (recording) frames.push(now);
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);

const container = document.getElementById('stage') as HTMLDivElement;
const product = document.createElement('canvas');
product.width = 1000;
product.height = 1000;
const editor = createEditor({
  konva: Konva,
  container,
  width: 900,
  height: 900,
  scene: {
    document: doc,
    viewId: 1,
    product: {
      image: product,
      imageWidth: 1000,
      imageHeight: 1000,
      printArea: { x: 200, y: 100, width: 600, height: 800 },
    },
    images: (src) => pictures.get(src),
  },
});

Object.assign(window, {
  bench: {
    layerCount: () => editor.document.views[0]!.layers.length,
    /** Page coordinates of a layer's centre. */
    centreOf(id: string) {
      const node = editor.stage.stage.findOne(`#${id}`)!;
      const rect = node.getClientRect();
      const box = container.getBoundingClientRect();
      return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
    },
    start() {
      frames.length = 0;
      recording = true;
    },
    stop() {
      recording = false;
      return frames.slice(1).map((t, i) => t - frames[i]!);
    },
    boxOf: (id: string) => editor.document.views[0]!.layers.find((l) => l.id === id),
  },
});
