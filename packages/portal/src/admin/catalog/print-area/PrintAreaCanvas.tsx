import { useEffect, useRef, useState } from 'react';
import { Rnd } from 'react-rnd';
import {
  clampRect,
  displayScale,
  fromDisplay,
  toDisplay,
  type Rect,
  type Size,
} from './geometry.js';

/** The widest the view is drawn: the design canvas's preview size (spec 9). */
const MAX_DISPLAY_WIDTH = 469;

/** Tracks an element's width, so the canvas can shrink on a phone. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The view's canvas (with its picture, when it has one) and the print area as a rectangle the
 * operator drags and resizes. The value is in canvas pixels, as the server stores it.
 */
export function PrintAreaCanvas({
  canvas,
  imageSrc,
  value,
  onChange,
  aspectRatio,
}: {
  canvas: Size;
  imageSrc?: string;
  value: Rect;
  onChange: (rect: Rect) => void;
  /** Width over height to keep while resizing (the print size's shape), or none. */
  aspectRatio?: number;
}) {
  const [frameRef, frameWidth] = useWidth<HTMLDivElement>();
  const displayWidth = Math.min(frameWidth || MAX_DISPLAY_WIDTH, MAX_DISPLAY_WIDTH);
  const scale = displayScale(canvas, displayWidth);
  const shown = toDisplay(clampRect(value, canvas), scale);
  const commit = (rect: Rect) => onChange(clampRect(fromDisplay(rect, scale), canvas));

  return (
    <div ref={frameRef} className="print-area-frame">
      <div
        className="print-area-canvas"
        style={{ width: canvas.width * scale, height: canvas.height * scale }}
        data-testid="print-area-canvas"
      >
        {imageSrc && (
          <img src={imageSrc} alt="视图图片" draggable={false} className="print-area-image" />
        )}
        <Rnd
          className="print-area-rect"
          bounds="parent"
          size={{ width: shown.width, height: shown.height }}
          position={{ x: shown.left, y: shown.top }}
          lockAspectRatio={aspectRatio && aspectRatio > 0 ? aspectRatio : false}
          onDragStop={(_, data) => commit({ ...shown, left: data.x, top: data.y })}
          onResizeStop={(_, __, element, ___, position) =>
            commit({
              left: position.x,
              top: position.y,
              width: element.offsetWidth,
              height: element.offsetHeight,
            })
          }
        >
          <span className="print-area-label">打印区域</span>
        </Rnd>
      </div>
    </div>
  );
}
