import { useState, type RefObject } from 'react';
import { applyViewToOthers, type DesignDocument } from '@podkit/design';
import {
  products,
  type Client,
  type DesignedProductSaved,
  type DistributionBasicProduct,
  type TortBrandHit,
} from '@podkit/sdk-core';
import type { Editor } from '../../core/editor';
import type { SaveChoice } from '../SaveDialog';

/** The print-file status shown after a save. */
export interface SavedStatus {
  productId: number;
  jobId: number;
  tortHits: TortBrandHit[];
}

/**
 * Saving the design as a designed product (new, or an update of the one reopened): the colour
 * and sizes chosen, merged sides copied first. A refusal leaves the dialog open (the client's
 * notifier showed why); a success closes it and shows the print-file status.
 */
export function useDesignSave(options: {
  client: Client;
  editorRef: RefObject<Editor | null>;
  blank: DistributionBasicProduct | undefined;
  viewId: number;
  colorId: number;
  designedId: number | null;
  setDesignedId: (id: number) => void;
  onSaved: (saved: DesignedProductSaved) => void;
}) {
  const { client, editorRef, blank, viewId, colorId, designedId } = options;
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SavedStatus | null>(null);

  async function save(choice: SaveChoice) {
    const editor = editorRef.current;
    if (!editor || !blank) return;
    setSaving(true);
    try {
      const colorForDocument = choice.colorIds.includes(colorId) ? colorId : choice.colorIds[0]!;
      let saved: DesignDocument = { ...editor.document, colorId: colorForDocument };
      if (blank.is_merge_design === 1) saved = applyViewToOthers(saved, viewId);
      const body = {
        name: choice.name,
        basic_product_id: blank.id,
        document: saved,
        color_ids: choice.colorIds,
        size_ids: choice.sizeIds,
      };
      const result = designedId
        ? await products.update(client, designedId, body)
        : await products.create(client, body);
      options.setDesignedId(result.id);
      setStatus({ productId: result.id, jobId: result.job_id, tortHits: result.tort_hits });
      options.onSaved(result);
    } catch {
      // The client's notifier showed why; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  }

  return { saving, status, setStatus, save };
}
