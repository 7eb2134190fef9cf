/** Bench page: the design package's mockup function in Chromium, on pictures the bench sends. */
import { drawMockup, drawMockup3d, type DesignView, type MockupPicture } from '@podkit/design';
import Konva from 'konva';

interface Case {
  view: DesignView;
  pictureUrl: string;
  picture: Omit<MockupPicture, 'image'>;
}

function load(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = url;
  });
}

async function time(
  input: Case,
  art: Record<string, string>,
  width: number | '3d',
  runs: number,
): Promise<number[]> {
  Konva.pixelRatio = 1;
  const images = new Map<string, HTMLImageElement>();
  for (const [src, url] of Object.entries(art)) images.set(src, await load(url));
  const picture = { ...input.picture, image: await load(input.pictureUrl) };
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const out =
      width === '3d'
        ? drawMockup3d(Konva, [{ view: input.view, picture }], { image: (s) => images.get(s) })
        : drawMockup(Konva, input.view, picture, { width, image: (s) => images.get(s) });
    // Reading a pixel waits for the GPU/raster work, as showing the canvas would.
    out.getContext('2d')!.getImageData(0, 0, 1, 1);
    times.push(performance.now() - started);
  }
  return times;
}

Object.assign(window, { mockupBench: time });
