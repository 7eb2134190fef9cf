import * as napi from '@napi-rs/canvas';
import Konva from 'konva';
import { installCanvasBackend } from '@podkit/design';
import { registerPrintFonts } from './fonts.js';

// Konva draws on @napi-rs/canvas in this process; pixel ratio 1 because print pixels are exact.
installCanvasBackend(Konva, napi);
Konva.pixelRatio = 1;
// The server draws when it reads pixels; a redraw queued on a timer by every change is wasted.
Konva.autoDrawEnabled = false;
registerPrintFonts();

export { Konva, napi };
