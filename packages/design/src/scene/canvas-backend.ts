import type Konva from 'konva';

/** What a Node canvas library provides (@napi-rs/canvas does). */
export interface NodeCanvasLibrary {
  createCanvas(width: number, height: number): unknown;
  Image: new () => unknown;
  DOMMatrix?: unknown;
  Path2D?: unknown;
}

/**
 * Lets Konva draw in Node with a canvas library of the caller's choice (the server uses
 * @napi-rs/canvas); Konva's own Node backends only know node-canvas and skia-canvas.
 */
export function installCanvasBackend(konva: typeof Konva, library: NodeCanvasLibrary): void {
  const scope = globalThis as Record<string, unknown>;
  scope.DOMMatrix ??= library.DOMMatrix;
  scope.Path2D ??= library.Path2D;
  konva.Util.createCanvasElement = () => {
    // Konva sets style.width/height on its canvases; Node canvases have no style object.
    const node = library.createCanvas(300, 300) as { style?: object };
    node.style ??= {};
    return node as HTMLCanvasElement;
  };
  konva.Util.createImageElement = () => new library.Image() as HTMLImageElement;
}
