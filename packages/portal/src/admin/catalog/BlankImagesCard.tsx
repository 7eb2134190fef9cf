import { Button, Card, Table } from 'antd';
import {
  catalogAdmin,
  type AdminBasicProduct,
  type ShowImageDesign,
  type ShowImageDesignInput,
} from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../../sdk/client.js';
import { ImageField } from '../components/ImageField.js';

type Cell = `${number}:${number}`;
const cellKey = (viewId: number, colorId: number): Cell => `${viewId}:${colorId}`;

/** Existing pictures by view and colour; an upload replaces all three sizes with one address. */
function imageMap(images: ShowImageDesign[]): Map<Cell, ShowImageDesign> {
  return new Map(images.map((image) => [cellKey(image.view_id, image.color_id), image]));
}

/** The picture of each view in each colour, uploaded through the signed form and saved at once. */
export function BlankImagesCard({
  blank,
  onSaved,
}: {
  blank: AdminBasicProduct;
  onSaved: (images: ShowImageDesign[]) => void;
}) {
  const saved = imageMap(blank.show_images_design);
  const [sources, setSources] = useState<Map<Cell, string>>(
    () => new Map([...saved].map(([key, image]) => [key, image.image_src])),
  );
  const [saving, setSaving] = useState(false);
  const colors = [...blank.colors].sort((a, b) => a.sort - b.sort);
  const views = [...blank.views].sort((a, b) => a.sort - b.sort);

  const save = async () => {
    const images: ShowImageDesignInput[] = [];
    for (const [key, src] of sources) {
      if (!src) continue;
      const [viewId, colorId] = key.split(':').map(Number) as [number, number];
      const before = saved.get(key);
      const unchanged = before?.image_src === src;
      images.push({
        view_id: viewId,
        color_id: colorId,
        image_src: src,
        big_image_src: unchanged ? before.big_image_src : src,
        small_image_src: unchanged ? before.small_image_src : src,
        is_point: before?.is_point ?? 0,
        canvas_config: before?.canvas_config ?? null,
        point_origin_config: before?.point_origin_config ?? null,
        is_user_show_image: before?.is_user_show_image ?? 1,
        show_model: before?.show_model ?? 0,
      });
    }
    setSaving(true);
    try {
      onSaved(await catalogAdmin.setBlankImages(client, blank.id, images));
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title="商品图片"
      size="small"
      extra={
        <Button type="primary" size="small" loading={saving} onClick={save}>
          保存图片
        </Button>
      }
    >
      <div className="admin-help">
        每个视图、每种颜色一张图片，按视图画布的比例制作（颜色和视图改动后请先保存商品）。
      </div>
      <Table
        size="small"
        rowKey="view_id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={views}
        columns={[
          { title: '视图', dataIndex: 'name', fixed: 'left', width: 80 },
          ...colors.map((color) => ({
            title: (
              <span className="admin-color-title">
                <span className="color-swatch-dot" style={{ background: color.hex }} />
                {color.name}
              </span>
            ),
            key: String(color.id),
            render: (_: unknown, view: (typeof views)[number]) => {
              const key = cellKey(view.view_id, color.id);
              return (
                <ImageField
                  value={sources.get(key) ?? ''}
                  previewSize={72}
                  label="上传"
                  onChange={(url) => setSources((current) => new Map(current).set(key, url))}
                />
              );
            },
          })),
        ]}
      />
    </Card>
  );
}
