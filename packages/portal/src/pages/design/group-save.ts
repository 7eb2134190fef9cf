import { blankDocument, carryDesign, type DesignDocument } from '@podkit/editor-widget';
import {
  products,
  type Client,
  type DesignedProductSaved,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';

/** One blank of a group design and the SKUs to make on it. */
export interface GroupMember {
  blank: DistributionBasicProduct;
  colorIds: number[];
  sizeIds: number[];
}

export type GroupResult =
  | { blankId: number; ok: true; saved: DesignedProductSaved }
  | { blankId: number; ok: false; error: string };

/**
 * Saves one design onto every blank of the group: each blank gets the design carried onto its own
 * views, scaled to its own print areas, as a designed product of its own.
 */
export async function saveGroupDesign(
  client: Client,
  name: string,
  design: DesignDocument,
  members: readonly GroupMember[],
): Promise<GroupResult[]> {
  const results: GroupResult[] = [];
  for (const member of members) {
    const colorId = member.colorIds[0] ?? member.blank.colors[0]!.id;
    const document =
      member.blank.id === design.productId
        ? { ...design, colorId }
        : carryDesign(design, blankDocument(member.blank, colorId));
    try {
      const saved = await products.create(client, {
        name: `${name} - ${member.blank.name}`,
        basic_product_id: member.blank.id,
        document,
        color_ids: member.colorIds,
        size_ids: member.sizeIds,
      });
      results.push({ blankId: member.blank.id, ok: true, saved });
    } catch (error) {
      results.push({
        blankId: member.blank.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
