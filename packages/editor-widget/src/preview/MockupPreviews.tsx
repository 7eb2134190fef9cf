import {
  drawMockup,
  drawMockup3d,
  mockupPrintWidth,
  MOCKUP_3D_HEIGHT,
  MOCKUP_3D_WIDTH,
  renderPrintCanvas,
  type DesignDocument,
  type DesignView,
  type MockupPicture,
} from '@podkit/design';
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import {
  LARGE_PREVIEW_WIDTH,
  layerSources,
  mockupPicture,
  pictureSrc,
  PREVIEW_WIDTH,
  previewTargets,
  type PreviewBlank,
  type PreviewTarget,
} from './blank-pictures';

/**
 * Props of the mockup previews shown beside the editor.
 *
 * - `konva`: the Konva namespace the editor uses (the scene builder draws with it).
 * - `document`: the design being edited; the previews redraw `debounceMs` (300 ms) after its last
 *   change, so dragging a layer does not redraw every frame.
 * - `blank`: the blank's views (print areas), colours, show images (`is_point`, `canvas_config`,
 *   `point_origin_config`) and `is_3d`, as sdk-core's `BasicProduct` carries them.
 * - `loadImage(src)`: decodes a picture by URL, product pictures and layer sources alike (the
 *   editor's image cache `load` fits); text fonts must be loaded by the host before drawing.
 * - `colorIds`: colours to show, default every colour of the blank.
 *
 * Shows a 469 px mockup per view × colour, a 1000 px large preview on click (Escape or a click
 * closes it), and for an `is_3d` blank a composed 1200 × 1100 px 3D view per colour.
 */
export interface MockupPreviewsProps {
  konva: typeof Konva;
  document: DesignDocument;
  blank: PreviewBlank;
  loadImage(src: string): Promise<CanvasImageSource>;
  colorIds?: readonly number[];
  debounceMs?: number;
}

const DEBOUNCE_MS = 300;

interface Tile {
  key: string;
  label: string;
  targets: PreviewTarget[];
  is3d: boolean;
}

function tilesOf(targets: PreviewTarget[], is3d: boolean): Tile[] {
  const tiles: Tile[] = targets.map((t) => ({
    key: t.key,
    label: `${t.colorName} · ${t.viewName}`,
    targets: [t],
    is3d: false,
  }));
  if (!is3d) return tiles;
  const colorIds = [...new Set(targets.map((t) => t.colorId))];
  for (const colorId of colorIds) {
    const ofColor = targets.filter((t) => t.colorId === colorId);
    tiles.push({
      key: `3d:${colorId}`,
      label: `${ofColor[0]!.colorName} · 3D`,
      targets: ofColor,
      is3d: true,
    });
  }
  return tiles;
}

/** A view's mockup, its print drawn once per redraw for all the colours that share its size. */
function drawShared(
  konva: typeof Konva,
  view: DesignView,
  picture: MockupPicture,
  width: number,
  image: (src: string) => CanvasImageSource | undefined,
  prints: Map<string, HTMLCanvasElement>,
): HTMLCanvasElement {
  const printWidth = mockupPrintWidth(view, picture, width);
  const key = `${view.viewId}:${printWidth}`;
  let print = prints.get(key);
  if (!print) {
    print = renderPrintCanvas(konva, view, printWidth, image);
    prints.set(key, print);
  }
  return drawMockup(konva, view, picture, { width, image, print });
}

/** Lets the page paint and take input between tiles, so a redraw never freezes the editor. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Draws one tile at `width` px into `canvas` (the 3D view keeps its 1200 × 1100 aspect). */
async function drawTile(
  props: MockupPreviewsProps,
  tile: Tile,
  width: number,
  canvas: HTMLCanvasElement,
  isStale: () => boolean,
  prints: Map<string, HTMLCanvasElement>,
): Promise<void> {
  const { konva, document, blank, loadImage } = props;
  const [layerImages, pictures] = await Promise.all([
    Promise.all(layerSources(document).map(async (src) => [src, await loadImage(src)] as const)),
    Promise.all(tile.targets.map((t) => loadImage(pictureSrc(t.showImage, width)))),
  ]);
  if (isStale()) return;
  const images = new Map(layerImages);
  const image = (src: string) => images.get(src);
  const viewOf = (t: PreviewTarget) => document.views.find((v) => v.viewId === t.viewId)!;
  const drawn = tile.is3d
    ? drawMockup3d(
        konva,
        tile.targets.map((t, i) => ({
          view: viewOf(t),
          picture: mockupPicture(blank, t, pictures[i]!),
        })),
        { image },
      )
    : drawShared(
        konva,
        viewOf(tile.targets[0]!),
        mockupPicture(blank, tile.targets[0]!, pictures[0]!),
        width,
        image,
        prints,
      );
  const scale = width / drawn.width;
  canvas.width = width;
  canvas.height = Math.round(drawn.height * scale);
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(drawn, 0, 0, canvas.width, canvas.height);
}

const styles = {
  grid: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  tile: {
    width: `${PREVIEW_WIDTH / 2}px`,
    maxWidth: '100%',
    border: '1px solid #e5e7eb',
    borderRadius: '6px',
    padding: '4px',
    background: '#fff',
    cursor: 'zoom-in',
    textAlign: 'center',
    font: 'inherit',
  },
  canvas: { width: '100%', height: 'auto', display: 'block' },
  label: { fontSize: '12px', color: '#4b5563', marginTop: '4px' },
  error: { fontSize: '12px', color: '#dc2626', marginTop: '4px' },
  overlay: {
    position: 'fixed',
    inset: '0',
    background: 'rgba(17, 24, 39, 0.72)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: 1000,
    cursor: 'zoom-out',
  },
  large: { maxWidth: '92vw', maxHeight: '92vh', background: '#fff', borderRadius: '8px' },
} as const;

export function MockupPreviews(props: MockupPreviewsProps) {
  const { document, blank, colorIds, debounceMs = DEBOUNCE_MS } = props;
  const tiles = tilesOf(previewTargets(document, blank, colorIds), blank.is_3d === 1);
  const canvases = useRef(new Map<string, HTMLCanvasElement>());
  const largeCanvas = useRef<HTMLCanvasElement | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [drawing, setDrawing] = useState(false);
  /** Finished redraws, for hosts and tests that wait on a redraw (data-drawn). */
  const [passes, setPasses] = useState(0);
  const [largeKey, setLargeKey] = useState<string | null>(null);
  const tileKeys = tiles.map((t) => t.key).join(',');

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      const current = latest.current;
      const currentTiles = tilesOf(
        previewTargets(current.document, current.blank, current.colorIds),
        current.blank.is_3d === 1,
      );
      setDrawing(true);
      const found: Record<string, string> = {};
      const prints = new Map<string, HTMLCanvasElement>();
      const redraw = async () => {
        for (const tile of currentTiles) {
          const jobs: Array<[number, HTMLCanvasElement | null | undefined]> = [
            [PREVIEW_WIDTH, canvases.current.get(tile.key)],
          ];
          if (tile.key === largeKey)
            jobs.push([tile.is3d ? MOCKUP_3D_WIDTH : LARGE_PREVIEW_WIDTH, largeCanvas.current]);
          for (const [width, canvas] of jobs) {
            if (!canvas || stale) continue;
            try {
              await drawTile(current, tile, width, canvas, () => stale, prints);
            } catch (error) {
              found[tile.key] = error instanceof Error ? error.message : String(error);
            }
            await nextTask();
          }
        }
      };
      void redraw().then(() => {
        if (stale) return;
        setErrors(found);
        setDrawing(false);
        setPasses((n) => n + 1);
      });
    }, debounceMs);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [document, blank, colorIds, debounceMs, tileKeys, largeKey]);

  useEffect(() => {
    if (!largeKey) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setLargeKey(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [largeKey]);

  const large = tiles.find((t) => t.key === largeKey);
  return (
    <div data-testid="mockup-previews" aria-busy={drawing} data-drawn={passes}>
      <div style={styles.grid}>
        {tiles.map((tile) => (
          <button
            key={tile.key}
            type="button"
            style={styles.tile}
            title="点击查看大图"
            data-preview={tile.key}
            onClick={() => setLargeKey(tile.key)}
          >
            <canvas
              ref={(node) => {
                if (node) canvases.current.set(tile.key, node);
                else canvases.current.delete(tile.key);
              }}
              style={styles.canvas}
              width={PREVIEW_WIDTH}
              height={
                tile.is3d
                  ? Math.round((PREVIEW_WIDTH * MOCKUP_3D_HEIGHT) / MOCKUP_3D_WIDTH)
                  : PREVIEW_WIDTH
              }
            />
            <div style={styles.label}>{tile.label}</div>
            {errors[tile.key] ? <div style={styles.error}>{errors[tile.key]}</div> : null}
          </button>
        ))}
      </div>
      {large ? (
        <div
          style={styles.overlay}
          role="dialog"
          aria-label={`${large.label} 大图`}
          onClick={() => setLargeKey(null)}
        >
          <canvas ref={largeCanvas} style={styles.large} data-large-preview={large.key} />
        </div>
      ) : null}
    </div>
  );
}
