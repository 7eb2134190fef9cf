/** What the partner page passes to `podkit('init', {...})`. */
export interface EmbedInitOptions {
  /** A one-time code the partner's backend got from POST /req/embed/code. */
  code?: string;
  /** Asked for a fresh one-time code whenever the widget session needs renewing. */
  getCode?: () => string | Promise<string>;
}

/** An HTTP answer as it came: its status and its JSON body (null when the body was no JSON). */
export interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * What podkit.js hands to each widget chunk: where the site is, the init options once the page
 * has called `podkit('init', …)`, and the init code's exchange, which podkit.js sends when the
 * first widget element appears, while the widget's chunks are still loading.
 */
export interface EmbedHost {
  /** The folder podkit.js was loaded from, e.g. https://site.example/embed/. */
  base: string;
  initialized: Promise<EmbedInitOptions>;
  /** POST /req/embed/session's answer for the init code; null when init gave no code. */
  exchanged?: Promise<RawAnswer | null>;
}

/** A widget chunk's mount function, called by the custom element. */
export interface EmbedWidget {
  /** The element's attributes changed. */
  update(): void;
  unmount(): void;
}

export type MountEmbed = (element: HTMLElement, host: EmbedHost) => EmbedWidget;
