import type { CallOptions, Client } from '../client/client';

/** One file of a design font and the characters it holds. */
export interface DesignFontFace {
  /** Relative to the client's base URL (/req). */
  url: string;
  /** CSS unicode-range of the characters in this file. */
  unicode_range: string;
}

/** A font a design may use; the print renderer has the same files. */
export interface DesignFontInfo {
  family: string;
  label: string;
  /** 1 when it has Chinese glyphs. */
  cjk: 0 | 1;
  faces: DesignFontFace[];
}

/** GET /frontend/fonts: the design fonts and their files. */
export function listDesignFonts(client: Client, options?: CallOptions): Promise<DesignFontInfo[]> {
  return client.get('/frontend/fonts', options);
}
