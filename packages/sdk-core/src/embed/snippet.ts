/**
 * The inline snippet partners paste before the script tag. Until podkit.js has loaded,
 * `podkit(...)` only queues its arguments in `podkit.q`; the loader then replays them in order.
 * It names `window.podkit` throughout so it works whatever scope a site's tag manager runs it in.
 */
export const PODKIT_SNIPPET =
  'window.podkit=window.podkit||function(){(window.podkit.q=window.podkit.q||[]).push(arguments)};';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** What a partner pastes into their page: the snippet, then the loader script itself. */
export function embedCode(scriptUrl: string): string {
  return `<script>${PODKIT_SNIPPET}</script>\n<script src="${escapeAttribute(scriptUrl)}" async></script>`;
}
