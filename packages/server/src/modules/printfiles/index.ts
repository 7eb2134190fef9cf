// The printfiles module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
export { charactersMissingFrom } from './fonts.js';
export { Konva, napi } from './konva-node.js';
export { MAX_PRINT_PIXELS, MAX_PRINT_SIDE_PX, printSizePx, renderPrintPng } from './render-view.js';
