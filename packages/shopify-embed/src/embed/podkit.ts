import { installPodkitGlobal } from '../loader';
import type {
  EmbedHost,
  EmbedInitOptions,
  EmbedWidget,
  MountEmbed,
  RawAnswer,
} from './runtime/host';
import { WIDGETS, type WidgetEntry } from './widget-registry';

/**
 * Chunk name → its built file, then every chunk it imports statically (however deep); filled in
 * by the embed build (build-embed.mjs).
 */
declare const __PODKIT_CHUNKS__: Record<string, string[]>;

/**
 * podkit.js, the script partners add with `<script src="https://SITE/embed/podkit.js" async>`.
 * Kept tiny (size budget 2 kB gzip): it replays the `podkit(...)` queue, defines the custom
 * elements, and imports a widget's chunk only when its element first appears on the page.
 */
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href).href;
let init: (options: EmbedInitOptions) => void = () => {};
const host: EmbedHost = {
  base,
  initialized: new Promise((resolve) => (init = resolve)),
};

installPodkitGlobal(window, {
  init(options: EmbedInitOptions) {
    if (!options || typeof options !== 'object') throw new Error("用法：podkit('init', { code })");
    init(options);
  },
});

/**
 * The init code's exchange, sent once, beside the first widget's chunks rather than after them;
 * the runtime reads the answer as its client would (status 0: no answer, a network error).
 */
function exchangeInitCode(): Promise<RawAnswer | null> {
  return host.initialized.then(({ code }) =>
    code
      ? fetch(new URL('../req/embed/session', base), {
          method: 'POST',
          // A simple request (no preflight); the server reads the text as JSON.
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ code }),
        }).then(
          async (response) => ({
            status: response.status,
            body: await response.json().catch(() => null),
          }),
          () => ({ status: 0, body: null }),
        )
      : null,
  );
}

const loads: Record<string, Promise<MountEmbed>> = {};
function load(chunk: string): Promise<MountEmbed> {
  if (!loads[chunk]) {
    // The chunk's imports are requested at once (the module map shares each fetch with the
    // chunk's own import, which reports any failure).
    const [file, ...imports] = __PODKIT_CHUNKS__[chunk]!.map((name) => new URL(name, base).href);
    for (const url of imports) import(/* @vite-ignore */ url).catch(() => {});
    loads[chunk] = import(/* @vite-ignore */ file!).then(
      (module: { mount: MountEmbed }) => module.mount,
    );
  }
  return loads[chunk];
}

function define(tag: string, entry: WidgetEntry): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = entry.attributes;
      widget?: EmbedWidget;
      connected = false;

      connectedCallback() {
        this.connected = true;
        host.exchanged ??= exchangeInitCode();
        load(entry.chunk).then(
          (mount) => {
            if (this.connected && !this.widget) this.widget = mount(this, host);
          },
          (error: unknown) => console.error(`[podkit] ${tag} 加载失败`, error),
        );
      }

      disconnectedCallback() {
        this.connected = false;
        this.widget?.unmount();
        this.widget = undefined;
      }

      attributeChangedCallback() {
        this.widget?.update();
      }
    },
  );
}

for (const [tag, entry] of Object.entries(WIDGETS)) define(tag, entry);
