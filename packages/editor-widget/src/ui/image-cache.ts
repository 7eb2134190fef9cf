/**
 * Pictures the stage draws (product photos, masks, materials), loaded once per URL. The scene
 * builder refuses a layer whose picture is not loaded, so layers are added only after `load`.
 */
export class ImageCache {
  private readonly loaded = new Map<string, HTMLImageElement>();
  private readonly pending = new Map<string, Promise<HTMLImageElement>>();

  /** `resolve` turns the server's root-relative file paths into URLs this page can load. */
  constructor(
    private readonly document: Document,
    private readonly resolve: (src: string) => string = (src) => src,
  ) {}

  get(src: string): HTMLImageElement | undefined {
    return this.loaded.get(src);
  }

  load(src: string): Promise<HTMLImageElement> {
    const done = this.loaded.get(src);
    if (done) return Promise.resolve(done);
    let waiting = this.pending.get(src);
    if (!waiting) {
      waiting = new Promise<HTMLImageElement>((resolve, reject) => {
        const image = this.document.createElement('img');
        // Anonymous CORS keeps the canvas readable for previews when pictures come from a bucket.
        image.crossOrigin = 'anonymous';
        image.onload = () => {
          this.loaded.set(src, image);
          this.pending.delete(src);
          resolve(image);
        };
        image.onerror = () => {
          this.pending.delete(src);
          reject(new Error(`图片加载失败：${src}`));
        };
        image.src = this.resolve(src);
      });
      this.pending.set(src, waiting);
    }
    return waiting;
  }

  loadAll(sources: Iterable<string>): Promise<HTMLImageElement[]> {
    return Promise.all([...new Set(sources)].map((src) => this.load(src)));
  }
}
