import { Checkbox } from 'antd';
import type { BasicProduct } from '@podkit/sdk-core';
import { useState } from 'react';
import { largestSrc, pickImage, viewImages } from './blank-images.js';

/** The print area as percentages of its view's canvas, for drawing over the picture. */
function areaBox(view: BasicProduct['views'][number]) {
  const { left, top, width, height } = view.print_area;
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;
  return {
    left: pct(left, view.canvas_width),
    top: pct(top, view.canvas_height),
    width: pct(width, view.canvas_width),
    height: pct(height, view.canvas_height),
  };
}

/**
 * The blank's picture in the chosen colour and view, with one thumbnail per view; the print
 * area can be drawn over it (pictures are made for the view's canvas, so it lines up).
 */
export function BlankGallery({
  product,
  colorId,
  viewId,
  onViewChange,
}: {
  product: Pick<BasicProduct, 'name' | 'views' | 'show_images_design'>;
  colorId: number | null;
  viewId: number | null;
  onViewChange: (viewId: number) => void;
}) {
  const [showArea, setShowArea] = useState(false);
  const current = pickImage(product.show_images_design, viewId, colorId);
  const views = viewImages(product, colorId);
  const view = product.views.find((v) => v.view_id === current?.view_id);
  return (
    <div className="blank-gallery">
      <div className="blank-gallery-main">
        {current ? (
          <div
            className="blank-gallery-stage"
            // The stage takes the canvas's shape inside the square frame, so percentages line up.
            style={
              view
                ? {
                    aspectRatio: `${view.canvas_width} / ${view.canvas_height}`,
                    ...(view.canvas_width >= view.canvas_height
                      ? { width: '100%' }
                      : { height: '100%' }),
                  }
                : { width: '100%', height: '100%' }
            }
          >
            <img
              src={largestSrc(current)}
              alt={product.name}
              data-color-id={current.color_id}
              data-view-id={current.view_id}
            />
            {showArea && view && (
              <div className="blank-gallery-area" style={areaBox(view)} aria-hidden>
                <span>
                  {view.print_area.width_mm} × {view.print_area.height_mm} mm
                </span>
              </div>
            )}
          </div>
        ) : (
          <span className="product-card-noimage">暂无图片</span>
        )}
      </div>
      <div className="blank-gallery-bar">
        {views.length > 1 && (
          <div className="blank-gallery-thumbs" role="group" aria-label="视图">
            {views.map((item) => (
              <button
                key={item.viewId}
                type="button"
                className={
                  item.viewId === current?.view_id
                    ? 'blank-gallery-thumb blank-gallery-thumb--active'
                    : 'blank-gallery-thumb'
                }
                aria-pressed={item.viewId === current?.view_id}
                onClick={() => onViewChange(item.viewId)}
              >
                <img src={item.image.small_image_src || item.image.image_src} alt="" />
                <span>{item.name}</span>
              </button>
            ))}
          </div>
        )}
        {view && (
          <Checkbox
            checked={showArea}
            onChange={(event) => setShowArea(event.target.checked)}
            className="blank-gallery-toggle"
          >
            显示印刷区域
          </Checkbox>
        )}
      </div>
    </div>
  );
}
