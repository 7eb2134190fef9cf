import { embed, type AdminEmbedPlatform } from '@podkit/sdk-core';
import { createEmbedSession } from '../runtime/embed-session';
import type { EmbedHost, EmbedWidget, MountEmbed } from '../runtime/host';
import { setPageSession } from '../runtime/page-session';
import { idTokenSource } from './admin-bridge';
import { ADMIN_TABS } from './admin-tabs';

/**
 * The page inside the Shopify (or Shopline) admin: trades the platform's session token for the
 * shop owner's PodKit session, then shows the widgets in tabs. A new token is asked for at each
 * renewal, as the platform's tokens last about a minute.
 */
const root = document.getElementById('podkit-admin')!;
const platform = (
  root.dataset.platform === 'shopline' ? 'shopline' : 'shopify'
) as AdminEmbedPlatform;
const idToken = idTokenSource(platform, window);
const host: EmbedHost = {
  base: new URL('/embed/', location.origin).href,
  initialized: Promise.resolve({}),
};
setPageSession(
  host,
  createEmbedSession(new URL('/req', location.origin).href, async (client) =>
    embed.openAdminSession(client, platform, await idToken(), { silent: true }),
  ),
);

const style = document.createElement('style');
style.textContent = `
.pk-admin-tabs{display:flex;gap:4px;padding:12px 16px 0;border-bottom:1px solid #e3e3e3;background:#fff;font:14px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC',sans-serif}
.pk-admin-tab{border:0;background:none;padding:8px 14px;cursor:pointer;color:#303030;border-bottom:2px solid transparent;font:inherit}
.pk-admin-tab[aria-selected=true]{border-bottom-color:#16a34a;color:#16a34a;font-weight:600}
.pk-admin-panel{padding:16px}`;
document.head.append(style);

const tabs = document.createElement('div');
tabs.className = 'pk-admin-tabs';
tabs.setAttribute('role', 'tablist');
const panel = document.createElement('div');
panel.className = 'pk-admin-panel';
root.append(tabs, panel);

let current: EmbedWidget | null = null;
async function show(index: number): Promise<void> {
  const tab = ADMIN_TABS[index]!;
  for (const [i, button] of [...tabs.children].entries()) {
    button.setAttribute('aria-selected', String(i === index));
  }
  current?.unmount();
  current = null;
  panel.replaceChildren();
  const element = document.createElement(`podkit-admin-${tab.key}`);
  element.dataset.widget = tab.key;
  for (const [name, value] of Object.entries(tab.attributes ?? {}))
    element.setAttribute(name, value);
  panel.append(element);
  const mount: MountEmbed = (await tab.load()).mount;
  current = mount(element, host);
}

for (const [index, tab] of ADMIN_TABS.entries()) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'pk-admin-tab';
  button.setAttribute('role', 'tab');
  button.textContent = tab.label;
  button.addEventListener('click', () => void show(index));
  tabs.append(button);
}
void show(0);
