import zlib from 'node:zlib';

/**
 * A PNG written band by band: each band's rows are deflated on their own (in libuv's thread
 * pool, while the next band is drawn) and the pieces joined into one zlib stream, the way pigz
 * joins parallel pieces: every piece but the end is closed by a sync flush, so it ends on a byte.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A sync flush's empty stored block, then the empty final block zlib writes on finish. */
const SYNC_THEN_FINISH = Buffer.from([0x00, 0x00, 0xff, 0xff, 0x03, 0x00]);
const ADLER_BASE = 65521;

/** One band's deflated rows: a byte-aligned, non-final piece of the image's zlib stream. */
export interface DeflatedBand {
  /** The zlib header this band's stream began with; the first band's opens the image's. */
  header: Buffer;
  deflated: Buffer;
  adler32: number;
  /** Bytes of filtered rows it holds. */
  length: number;
  /** The rows it was deflated from, free for another band. */
  rows: Buffer;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.allocUnsafe(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * Straight-alpha RGBA rows with PNG's per-row filter byte (0: none, as sharp's default), written
 * into `into` (a buffer freed by an earlier band) when it is large enough.
 */
export function filteredRows(
  rgba: Uint8ClampedArray,
  width: number,
  rows: number,
  into?: Buffer,
): Buffer {
  const stride = width * 4;
  const size = (stride + 1) * rows;
  const out = into && into.length >= size ? into.subarray(0, size) : Buffer.allocUnsafe(size);
  // A Uint8Array view makes each row a plain memory copy (clamped to plain is converted per byte).
  const pixels = new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let row = 0; row < rows; row += 1) {
    const at = row * (stride + 1);
    out[at] = 0;
    out.set(pixels.subarray(row * stride, (row + 1) * stride), at + 1);
  }
  return out;
}

/** Deflates one band off the main thread; its Adler-32 comes from zlib's own trailer. */
export function deflateBand(rows: Buffer, level: number): Promise<DeflatedBand> {
  return new Promise((resolve, reject) => {
    // One work item for most bands: output is far smaller than the rows for print artwork.
    const stream = zlib.createDeflate({ level, chunkSize: 4 << 20 });
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const out = Buffer.concat(chunks);
      const tail = out.subarray(out.length - 10, out.length - 4);
      if (out[0] !== 0x78 || !tail.equals(SYNC_THEN_FINISH)) {
        reject(new Error('zlib ended a flushed band in an unexpected way'));
        return;
      }
      resolve({
        header: out.subarray(0, 2),
        deflated: out.subarray(2, out.length - 6),
        adler32: out.readUInt32BE(out.length - 4),
        length: rows.length,
        rows,
      });
    });
    stream.write(rows);
    // Ended only after the flush: an end queued behind it would turn the flush into the finish.
    stream.flush(zlib.constants.Z_SYNC_FLUSH, () => stream.end());
  });
}

/** zlib's adler32_combine: the checksum of A then B from theirs and B's length. */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/**
 * The whole file: signature, the head chunks (IHDR and metadata), one IDAT per band, IEND.
 * The last IDAT closes the stream with an empty final block and the combined checksum.
 */
export function assemblePng(head: Buffer[], bands: DeflatedBand[]): Buffer {
  let adler = 1;
  for (const band of bands) adler = combineAdler32(adler, band.adler32, band.length);
  const end = Buffer.alloc(6);
  SYNC_THEN_FINISH.copy(end, 0, 4);
  end.writeUInt32BE(adler, 2);
  const idats = bands.map((band, index) =>
    pngChunk(
      'IDAT',
      Buffer.concat([
        ...(index === 0 ? [band.header] : []),
        band.deflated,
        ...(index === bands.length - 1 ? [end] : []),
      ]),
    ),
  );
  return Buffer.concat([PNG_SIGNATURE, ...head, ...idats, pngChunk('IEND', Buffer.alloc(0))]);
}
