import { drawView, setLayerBox, type DesignDocument, type DesignView } from '@podkit/design';
import type Konva from 'konva';
import { snapToPrintArea, type Rect } from './snapping';

export interface StageScene {
  document: DesignDocument;
  viewId: number;
  /** The blank's picture for this view and colour, and where its print area sits on it (px). */
  product: {
    image: CanvasImageSource | null;
    imageWidth: number;
    imageHeight: number;
    printArea: Rect;
    /** Parts of the picture where nothing prints (a phone case's camera hole …), drawn over the design. */
    masks?: StageMask[];
  };
  images(src: string): CanvasImageSource | undefined;
  /** The family name the page knows a design font by (the editor prefixes its @font-face names). */
  fontFamily?(family: string): string;
}

/** A design mask in the product picture's px: an SVG path, or a picture laid over the view. */
export type StageMask = { svgPath: string } | { image: CanvasImageSource };

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 8;

export interface StageEvents {
  /** A drag or transform began: the host marks its history. */
  onGestureStart(): void;
  /** The gesture ended with this document (one undo step). */
  onGestureEnd(document: DesignDocument): void;
  onSelect(layerId: string | null): void;
}

const MARGIN_PX = 16;

/**
 * The editor's Konva stage, driven imperatively (no react-konva, so Preact runs it too): the
 * product picture, the print area outline, the design drawn by the shared scene builder, a
 * transformer on the selected layer, and snapping guides while dragging.
 */
export class EditorStage {
  readonly stage: Konva.Stage;
  private readonly productLayer: Konva.Layer;
  private readonly maskLayer: Konva.Layer;
  private readonly designLayer: Konva.Layer;
  private readonly designGroup: Konva.Group;
  private readonly uiLayer: Konva.Layer;
  private readonly transformer: Konva.Transformer;
  private readonly guides: Konva.Group;
  private scene: StageScene | null = null;
  private selectedId: string | null = null;
  /** Screen rectangle of the print area and screen pixels per millimetre. */
  private area: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private pxPerMm = 1;

  constructor(
    private readonly konva: typeof Konva,
    options: { container?: HTMLDivElement; width: number; height: number },
    private readonly events: StageEvents,
  ) {
    this.stage = new konva.Stage({ ...options } as Konva.StageConfig);
    this.productLayer = new konva.Layer({ listening: false });
    this.designLayer = new konva.Layer();
    this.designGroup = new konva.Group();
    this.designLayer.add(this.designGroup);
    this.maskLayer = new konva.Layer({ listening: false });
    this.uiLayer = new konva.Layer();
    this.transformer = new konva.Transformer({
      rotateEnabled: true,
      keepRatio: true,
      rotationSnaps: [0, 45, 90, 135, 180, 225, 270, 315],
      anchorSize: 9,
      borderStroke: '#16a34a',
      anchorStroke: '#16a34a',
    });
    this.guides = new konva.Group({ listening: false });
    this.uiLayer.add(this.transformer, this.guides);
    this.stage.add(this.productLayer, this.designLayer, this.maskLayer, this.uiLayer);
    // Dragging the empty stage pans it; layers are draggable themselves and win over the stage.
    this.stage.draggable(true);
    this.stage.on('pointerdown', (event) => {
      if (event.target === this.stage) this.select(null);
    });
    this.stage.on('wheel', (event) => {
      event.evt.preventDefault();
      const pointer = this.stage.getPointerPosition();
      const factor = event.evt.deltaY > 0 ? 1 / 1.1 : 1.1;
      this.setZoom(this.zoom * factor, pointer ?? undefined);
    });
    this.transformer.on('transformstart', () => this.events.onGestureStart());
    this.transformer.on('transformend', () => this.commitNode(this.transformer.nodes()[0]));
  }

  get view(): DesignView | undefined {
    return this.scene?.document.views.find((v) => v.viewId === this.scene?.viewId);
  }

  /** Screen pixels per millimetre of the print area at the current size. */
  get scale(): number {
    return this.pxPerMm;
  }

  /** Screen pixels per stage pixel (1 = the product fits the stage). */
  get zoom(): number {
    return this.stage.scaleX();
  }

  /** Zooms about `focus` (stage px; the centre by default), keeping that point still. */
  setZoom(zoom: number, focus?: { x: number; y: number }): void {
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
    const point = focus ?? { x: this.stage.width() / 2, y: this.stage.height() / 2 };
    const old = this.zoom;
    const anchor = {
      x: (point.x - this.stage.x()) / old,
      y: (point.y - this.stage.y()) / old,
    };
    this.stage.scale({ x: next, y: next });
    this.stage.position({ x: point.x - anchor.x * next, y: point.y - anchor.y * next });
    this.stage.batchDraw();
  }

  /** Back to the whole product in view, unpanned. */
  resetView(): void {
    this.stage.scale({ x: 1, y: 1 });
    this.stage.position({ x: 0, y: 0 });
    this.stage.batchDraw();
  }

  setScene(scene: StageScene): void {
    this.scene = scene;
    this.layout();
    this.drawProduct();
    this.drawDesign();
  }

  resize(width: number, height: number): void {
    this.stage.size({ width, height });
    if (this.scene) this.setScene(this.scene);
  }

  select(layerId: string | null): void {
    this.selectedId = layerId;
    const node = layerId ? this.designGroup.findOne(`#${layerId}`) : undefined;
    const layer = this.view?.layers.find((l) => l.id === layerId);
    this.transformer.nodes(node && layer && !layer.locked ? [node] : []);
    this.transformer.keepRatio(layer?.kind !== 'tile');
    this.events.onSelect(node ? layerId : null);
  }

  get selection(): string | null {
    return this.selectedId;
  }

  destroy(): void {
    this.stage.destroy();
  }

  /** Fits the product picture into the stage and places the print area on it. */
  private layout(): void {
    const { product } = this.scene!;
    const fit = Math.min(
      (this.stage.width() - 2 * MARGIN_PX) / product.imageWidth,
      (this.stage.height() - 2 * MARGIN_PX) / product.imageHeight,
    );
    const left = (this.stage.width() - product.imageWidth * fit) / 2;
    const top = (this.stage.height() - product.imageHeight * fit) / 2;
    this.area = {
      x: left + product.printArea.x * fit,
      y: top + product.printArea.y * fit,
      width: product.printArea.width * fit,
      height: product.printArea.height * fit,
    };
    this.pxPerMm = this.area.width / this.view!.printArea.widthMm;
    this.productLayer.setAttrs({ x: left, y: top, scaleX: fit, scaleY: fit });
    this.maskLayer.setAttrs({ x: left, y: top, scaleX: fit, scaleY: fit });
    this.designGroup.position({ x: this.area.x, y: this.area.y });
  }

  private drawProduct(): void {
    const { product } = this.scene!;
    const k = this.konva;
    this.productLayer.destroyChildren();
    if (product.image) {
      this.productLayer.add(
        new k.Image({
          image: product.image,
          width: product.imageWidth,
          height: product.imageHeight,
        }),
      );
    }
    const { x, y, width, height } = product.printArea;
    this.productLayer.add(
      new k.Rect({
        x,
        y,
        width,
        height,
        stroke: '#16a34a',
        dash: [6, 4],
        strokeScaleEnabled: false,
      }),
    );
    this.productLayer.draw();
    this.maskLayer.destroyChildren();
    for (const mask of product.masks ?? []) {
      this.maskLayer.add(
        'svgPath' in mask
          ? new k.Path({ data: mask.svgPath, fill: 'rgba(15, 23, 42, 0.85)' })
          : new k.Image({
              image: mask.image,
              width: product.imageWidth,
              height: product.imageHeight,
            }),
      );
    }
    this.maskLayer.draw();
  }

  /** Redraws the design from the document and re-attaches drag handling and the selection. */
  drawDesign(): void {
    const view = this.view;
    if (!view || !this.scene) return;
    const fontFamily = this.scene.fontFamily;
    const shown = fontFamily
      ? {
          ...view,
          layers: view.layers.map((layer) =>
            layer.kind === 'text' ? { ...layer, fontFamily: fontFamily(layer.fontFamily) } : layer,
          ),
        }
      : view;
    drawView(this.konva, this.designGroup, shown, {
      pxPerMm: this.pxPerMm,
      image: this.scene.images,
    });
    for (const layer of view.layers) {
      const node = this.designGroup.findOne(`#${layer.id}`);
      if (!node) continue;
      node.draggable(!layer.locked);
      node.on('pointerdown', () => this.select(layer.id));
      node.on('dragstart', () => {
        this.select(layer.id);
        this.events.onGestureStart();
      });
      node.on('dragmove', () => this.snap(node));
      node.on('dragend', () => {
        this.guides.destroyChildren();
        this.commitNode(node);
      });
    }
    this.designLayer.draw();
    this.select(
      this.selectedId && view.layers.some((l) => l.id === this.selectedId) ? this.selectedId : null,
    );
  }

  /** Pulls the dragged node onto the print area's edges and centre lines, drawing the guides. */
  private snap(node: Konva.Node): void {
    const bounds = node.getClientRect({ relativeTo: this.stage });
    const snapped = snapToPrintArea(bounds, this.area);
    node.x(node.x() + snapped.x - bounds.x);
    node.y(node.y() + snapped.y - bounds.y);
    this.guides.destroyChildren();
    const k = this.konva;
    for (const x of snapped.vertical) {
      this.guides.add(
        new k.Line({ points: [x, 0, x, this.stage.height()], stroke: '#f43f5e', dash: [4, 4] }),
      );
    }
    for (const y of snapped.horizontal) {
      this.guides.add(
        new k.Line({ points: [0, y, this.stage.width(), y], stroke: '#f43f5e', dash: [4, 4] }),
      );
    }
    this.uiLayer.batchDraw();
  }

  /** Reads a moved or transformed node back into millimetres and ends the gesture. */
  private commitNode(node: Konva.Node | undefined): void {
    const view = this.view;
    const layer = view?.layers.find((l) => l.id === node?.id());
    if (!node || !layer || !view || !this.scene) return;
    const s = this.pxPerMm;
    const width = (node.width() * Math.abs(node.scaleX())) / s;
    const height = (node.height() * Math.abs(node.scaleY())) / s;
    const next = setLayerBox(this.scene.document, view.viewId, layer.id, {
      x: node.x() / s - width / 2,
      y: node.y() / s - height / 2,
      width,
      height,
      rotation: node.rotation(),
    });
    this.events.onGestureEnd(next);
  }
}
