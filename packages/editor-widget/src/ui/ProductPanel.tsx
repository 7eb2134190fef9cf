import type { DistributionBasicProduct } from '@podkit/sdk-core';

/** The blank being designed: its colours, sizes and views (sides). */
export function ProductPanel(props: {
  blank: DistributionBasicProduct;
  colorId: number;
  viewId: number;
  sizeIds: number[];
  onColor(colorId: number): void;
  onView(viewId: number): void;
  onSizes(sizeIds: number[]): void;
  onChooseProduct(): void;
}) {
  const { blank } = props;
  const views = [...blank.views].sort((a, b) => a.sort - b.sort || a.view_id - b.view_id);
  return (
    <div>
      <h4>产品</h4>
      <div className="pe-row" style={{ justifyContent: 'space-between' }}>
        <strong data-testid="editor-product-name">{blank.name}</strong>
        <button type="button" className="pe-tool" onClick={props.onChooseProduct}>
          更换
        </button>
      </div>
      <p className="pe-hint">
        采购价 ¥{blank.purchase_price} 起{blank.is_merge_design === 1 ? ' · 各面同步设计' : ''}
      </p>
      <h4>颜色</h4>
      <div className="pe-chips" role="group" aria-label="颜色">
        {blank.colors.map((color) => (
          <button
            key={color.id}
            type="button"
            className="pe-swatch"
            style={{ background: color.hex }}
            title={color.name}
            aria-label={color.name}
            aria-pressed={color.id === props.colorId}
            onClick={() => props.onColor(color.id)}
          />
        ))}
      </div>
      <h4>尺码</h4>
      <div className="pe-chips" role="group" aria-label="尺码">
        {blank.sizes.map((size) => {
          const chosen = props.sizeIds.includes(size.id);
          return (
            <button
              key={size.id}
              type="button"
              className="pe-chip"
              aria-pressed={chosen}
              onClick={() =>
                props.onSizes(
                  chosen
                    ? props.sizeIds.filter((id) => id !== size.id)
                    : [...props.sizeIds, size.id],
                )
              }
            >
              {size.name}
            </button>
          );
        })}
      </div>
      <h4>视图</h4>
      <div className="pe-chips" role="group" aria-label="视图">
        {views.map((view) => (
          <button
            key={view.view_id}
            type="button"
            className="pe-chip"
            aria-pressed={view.view_id === props.viewId}
            onClick={() => props.onView(view.view_id)}
          >
            {view.name}
          </button>
        ))}
      </div>
      <p className="pe-hint">
        打印区域 {views.find((v) => v.view_id === props.viewId)?.print_area.width_mm} ×{' '}
        {views.find((v) => v.view_id === props.viewId)?.print_area.height_mm} 毫米
      </p>
    </div>
  );
}
