import { installPodkitGlobal } from '../loader';
import type { EmbedHost, EmbedInitOptions, EmbedWidget, MountEmbed } from './runtime/host';
import { WIDGETS, type WidgetEntry } from './widget-registry';

/** Chunk name → built file name; filled in by the embed build (build-embed.mjs). */
declare const __PODKIT_CHUNKS__: Record<string, string>;

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

const loads: Record<string, Promise<MountEmbed>> = {};
function load(chunk: string): Promise<MountEmbed> {
  loads[chunk] ??= import(/* @vite-ignore */ new URL(__PODKIT_CHUNKS__[chunk]!, base).href).then(
    (module: { mount: MountEmbed }) => module.mount,
  );
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
