/**
 * Adopted first in every widget's shadow root. `all: initial` stops the page's inherited styles
 * (font, colour, line height) from reaching in; the page can still size and place the host.
 */
export const BASE_CSS = `
:host {
  all: initial;
  display: block;
  font-family: var(--podkit-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif);
  font-size: 14px;
  line-height: 1.5715;
  color: rgba(0, 0, 0, 0.88);
}
.podkit-portal-layer {
  position: fixed;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
  z-index: 2147483000;
}
`;
