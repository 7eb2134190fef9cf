import * as napi from '@napi-rs/canvas';
import Konva from 'konva';
import { installCanvasBackend } from '@podkit/design';

// Konva draws on @napi-rs/canvas in this process; pixel ratio 1 because print pixels are exact.
installCanvasBackend(Konva, napi);
Konva.pixelRatio = 1;

export { Konva, napi };
