import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid RGB PNG of the given size: a diagonal gradient, so different sizes give different bytes. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 37) & 0xff;
      row[2 + x * 3] = (y * 53) & 0xff;
      row[3 + x * 3] = ((x + y) * 11) & 0xff;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG padded with an ancillary chunk until it is at least `bytes` long (still a valid PNG). */
export function makePngOfSize(bytes: number): Buffer {
  const base = makePng(4, 4);
  const padding = Math.max(0, bytes - base.length - 12);
  const iend = base.subarray(base.length - 12);
  return Buffer.concat([
    base.subarray(0, base.length - 12),
    chunk('zzPd', Buffer.alloc(padding, 0x61)),
    iend,
  ]);
}
