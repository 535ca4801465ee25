// Images for the upload tests, made here so their size is what a test asks: a real PNG (its pixels a
// pattern of colours, stored without compression, so `bytes` is about its size), a JPG whose start is
// a JPEG's and whose rest is filler, and a text file.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid RGB PNG of about `bytes` bytes (square, uncompressed), that a browser draws. */
export function pngOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const side = Math.max(1, Math.floor(Math.sqrt(bytes / 3)));
  const raw = Buffer.alloc(side * (side * 3 + 1));
  for (let y = 0; y < side; y++) {
    const row = y * (side * 3 + 1);
    for (let x = 0; x < side; x++) {
      const at = row + 1 + x * 3;
      raw[at] = (x * 7) & 0xff;
      raw[at + 1] = (y * 5) & 0xff;
      raw[at + 2] = ((x ^ y) * 3) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

/** `bytes` bytes that start as a JPEG does (FF D8 FF E0), the rest filler. */
export function jpgOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes).fill(0x20);
  out.set([0xff, 0xd8, 0xff, 0xe0]);
  return out;
}

/** A GIF89a header and filler. */
export function gifOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes).fill(0);
  out.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  return out;
}

/** A text file (what a .png that is not an image holds). */
export const textBytes = (): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode('این یک فایل متنی است و تصویر نیست.\n'.repeat(50)) as Uint8Array<ArrayBuffer>;
