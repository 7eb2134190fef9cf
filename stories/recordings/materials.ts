import type { Material, MaterialCategoryNode, MaterialTag } from '@podkit/sdk-core';
import { ok, page, swatch } from './envelope';
import type { Recordings } from '../support/recorded-client';

const tags: MaterialTag[] = [
  { id: 1, name: '节日', material_count: 12, created_at: '2026-10-01T08:00:00.000Z' },
  { id: 2, name: '动物', material_count: 30, created_at: '2026-10-02T08:00:00.000Z' },
];

const categories: MaterialCategoryNode[] = [
  {
    id: 11,
    name: '春季上新',
    parent_id: 0,
    sort: 1,
    material_count: 8,
    children: [{ id: 12, name: '花卉', parent_id: 11, sort: 1, material_count: 5, children: [] }],
  },
  { id: 13, name: '卡通', parent_id: 0, sort: 2, material_count: 20, children: [] },
];

function material(id: number): Material {
  const picture = swatch((id * 37) % 360, String(id));
  return {
    id,
    name: `素材 ${id}`,
    type: 'image',
    key: `u/1/${id}.png`,
    url: picture,
    thumb_url: picture,
    width: 1000,
    height: 1000,
    size: 48_213 + id,
    mime: 'image/png',
    is_shared: id % 5 === 0 ? 1 : 0,
    is_mine: 1,
    licence: '',
    created_at: new Date(Date.UTC(2026, 9, 1 + (id % 28), 8)).toISOString(),
    tags: id % 2 === 0 ? [{ id: 1, name: '节日' }] : [],
    categories: id % 3 === 0 ? [{ id: 13, name: '卡通', parent_id: 0 }] : [],
  };
}

const uploadSettings = ok({
  default_category_ids: [],
  default_tag_ids: [],
  name_rule: 'file_stem',
  name_prefix: '',
});

/** A reseller with no materials yet. */
export const emptyGallery: Recordings = {
  'GET /distribution/material': ok(page([])),
  'GET /distribution/userMaterialTag/': ok([]),
  'GET /distribution/userMaterialCategory': ok([]),
  'GET /distribution/userConfig/uploadMaterial': uploadSettings,
};

/** A full first page of a gallery of 480 materials, with tags and a category tree. */
export const manyMaterials: Recordings = {
  'GET /distribution/material': ok(
    page(
      Array.from({ length: 24 }, (_, i) => material(480 - i)),
      480,
    ),
  ),
  'GET /distribution/userMaterialTag/': ok(tags),
  'GET /distribution/userMaterialCategory': ok(categories),
  'GET /distribution/userConfig/uploadMaterial': uploadSettings,
};
