import { products, uploadFile, type Client, type DistributionBasicProduct } from '@podkit/sdk-core';

/** A 2×1 PNG (one red, one green pixel), scaled up in the design. */
export function artPng(): Uint8Array {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
    'base64',
  );
}

export function namedBlob(bytes: Uint8Array, name: string, type: string): Blob & { name: string } {
  return Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name });
}

/** Saves a design of one uploaded picture on the blank's first view, in the given colours and sizes. */
export async function saveOnePictureDesign(
  client: Client,
  blank: DistributionBasicProduct,
  options: { name: string; colorIds: number[]; sizeIds: number[] },
) {
  const art = (await uploadFile(client, namedBlob(artPng(), '图案.png', 'image/png'), {
    type: 'material',
  })) as { material_id?: number };
  if (!art.material_id) throw new Error('the upload made no material');
  const view = blank.views[0]!;
  return products.create(client, {
    name: options.name,
    basic_product_id: blank.id,
    document: {
      schemaVersion: 1,
      productId: blank.id,
      colorId: options.colorIds[0]!,
      views: [
        {
          viewId: view.view_id,
          printArea: { widthMm: 10, heightMm: 10, dpi: 72 },
          layers: [
            {
              kind: 'image',
              id: 'art',
              x: 20,
              y: 20,
              width: 100,
              height: 50,
              rotation: 0,
              visible: true,
              locked: false,
              materialId: art.material_id,
              src: 'art.png',
              pixelWidth: 2,
              pixelHeight: 1,
              crop: { x: 0, y: 0, width: 1, height: 1 },
              flipX: false,
              flipY: false,
              opacity: 1,
            },
          ],
        },
      ],
    },
    color_ids: options.colorIds,
    size_ids: options.sizeIds,
  });
}
