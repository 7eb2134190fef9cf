import type { Client, Material, UploadTransport } from '@podkit/sdk-core';
import type { GalleryScope } from './gallery-api';

export type GalleryMode = 'manage' | 'pick';

export interface GalleryProps {
  /** The sdk-core client of the host; the gallery makes every call through it. */
  client: Client;
  /** manage: select many and change them; pick: a click hands the material to onPick. */
  mode?: GalleryMode;
  /**
   * mine (default): the user's own gallery. open: the site's shared materials, read-only (no
   * categories, tags, uploads or bulk actions; a download link when 'download' is allowed).
   */
  scope?: GalleryScope;
  onPick?: (material: Material) => void;
  /**
   * Button names the user may use (the menu entry's operates: upload, delete, rename, tag,
   * category, share, export). Everything is allowed when absent.
   */
  operates?: readonly string[];
  /** Materials per page; 24 by default. */
  pageSize?: number;
  /** How uploads are sent; XMLHttpRequest by default (tests pass their own). */
  uploadTransport?: UploadTransport;
}
