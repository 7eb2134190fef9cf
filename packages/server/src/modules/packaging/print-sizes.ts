import type { PackagingKind, PackagingPrintSize } from '@podkit/sdk-core';
import { kindLabels } from './labels.js';

/** A kind's print area, in the design document's terms. */
export interface PrintArea {
  widthMm: number;
  heightMm: number;
  dpi: number;
}

/**
 * What each kind prints on when designed in the editor: a hang tag the size of a business card,
 * a square sticker, the front of a mailer bag and the lid of a shipping box. The print file is
 * rendered at exactly this size, whatever a client sends.
 */
export const printAreas: Record<PackagingKind, PrintArea> = {
  insert: { widthMm: 54, heightMm: 90, dpi: 300 },
  label: { widthMm: 60, heightMm: 60, dpi: 300 },
  bag: { widthMm: 200, heightMm: 250, dpi: 150 },
  box: { widthMm: 300, heightMm: 220, dpi: 150 },
};

export function printSizes(): PackagingPrintSize[] {
  return (Object.keys(printAreas) as PackagingKind[]).map((kind) => ({
    kind,
    kind_label: kindLabels[kind],
    width_mm: printAreas[kind].widthMm,
    height_mm: printAreas[kind].heightMm,
    dpi: printAreas[kind].dpi,
  }));
}
