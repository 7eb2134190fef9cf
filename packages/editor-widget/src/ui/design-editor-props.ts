import type { ReactNode } from 'react';
import type { DesignDocument } from '@podkit/design';
import type { Client, DesignedProductSaved, Material } from '@podkit/sdk-core';
import type { PrintSurface } from './print-surface';

/** Name of the event the editor's host element receives with every change of the document. */
export const DOCUMENT_CHANGE_EVENT = 'podkit:documentchange';

export interface DesignEditorProps {
  /** The host's sdk-core client; every call goes through it. */
  client: Client;
  /** The blank to design on. */
  productId: number;
  colorId?: number | null;
  /** A saved designed product to reopen (design records); its blank wins over `productId`. */
  designedProductId?: number | null;
  /** The material picker (the host passes the gallery widget in pick mode). */
  renderMaterials?(pick: (material: Material) => void): ReactNode;
  /** The reseller chose another blank; a host with an address bar puts it there. */
  onProductChange?(productId: number, colorId: number | null): void;
  onSaved?(saved: DesignedProductSaved): void;
  /**
   * 加入购物车 for the product just saved: the save dialog offers it when the host gives this
   * and the user may add to the cart (operates 'addCart').
   */
  onAddToCart?(productId: number): void;
  /**
   * Takes over saving (group design saves one design onto several blanks): the save key and
   * button hand the document to the host instead of opening the editor's save dialog.
   */
  onSave?(document: DesignDocument): void;
  /**
   * Buttons the user may use (the menu entry's operates, spec 5); without 'save' the save button
   * is hidden and the save key does nothing. Everything is allowed when absent.
   */
  operates?: readonly string[];
  /** Every change of the document (also sent as DOCUMENT_CHANGE_EVENT on the host element). */
  onDocumentChange?(document: DesignDocument): void;
  /**
   * Design on a flat print area instead of a blank (packaging): no product panel, mockups or
   * product choice, and saving goes to the host's onSave. A new size reloads the editor.
   */
  surface?: PrintSurface | null;
}

/** The dialogs the editor opens itself (the host actions of the toolbar and keys). */
export type EditorDialog = 'save' | 'chooseProduct' | 'themeDesign' | 'redesign';
