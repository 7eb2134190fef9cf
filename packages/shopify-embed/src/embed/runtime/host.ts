/** What the partner page passes to `podkit('init', {...})`. */
export interface EmbedInitOptions {
  /** A one-time code the partner's backend got from POST /req/embed/code. */
  code?: string;
  /** Asked for a fresh one-time code whenever the widget session needs renewing. */
  getCode?: () => string | Promise<string>;
}

/**
 * What podkit.js hands to each widget chunk: where the site is, and the init options once the
 * page has called `podkit('init', …)`.
 */
export interface EmbedHost {
  /** The folder podkit.js was loaded from, e.g. https://site.example/embed/. */
  base: string;
  initialized: Promise<EmbedInitOptions>;
}

/** A widget chunk's mount function, called by the custom element. */
export interface EmbedWidget {
  /** The element's attributes changed. */
  update(): void;
  unmount(): void;
}

export type MountEmbed = (element: HTMLElement, host: EmbedHost) => EmbedWidget;
