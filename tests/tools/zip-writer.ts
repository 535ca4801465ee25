// Test-only: a minimal zip writer (stored or deflated entries, optional encrypted flag), and a minimal
// xlsx built on it, so refusal tests can make damaged, locked and oversized files from bytes.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(data)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface ZipInput {
  name: string;
  data: Uint8Array | string;
  store?: boolean;
  encrypted?: boolean;
  /** Lie about the inflated size in the headers (a zip bomb does). */
  declaredSize?: number;
}

export async function writeZip(inputs: readonly ZipInput[]): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const input of inputs) {
    const raw = typeof input.data === 'string' ? encoder.encode(input.data) : input.data;
    const body = input.store ? raw : await deflateRaw(raw);
    const name = encoder.encode(input.name);
    const method = input.store ? 0 : 8;
    const flags = input.encrypted ? 1 : 0;
    const crc = crc32(raw);
    const size = input.declaredSize ?? raw.length;
    const local = new Uint8Array(30 + name.length + body.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, flags, true);
    lv.setUint16(8, method, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, body.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(body, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, flags, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, body.length, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const cdSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, inputs.length, true);
  ev.setUint16(10, inputs.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + cdSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, eocd]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A cell: a string goes to the shared strings table, `{ inline }` inline, `{ n }` as a number. */
export type CellInput = string | { inline: string } | { n: string } | { b: boolean } | null;

export function sheetXml(rows: readonly (readonly CellInput[])[], shared: string[]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
          if (cell === null) return '';
          if (typeof cell === 'string') {
            shared.push(cell);
            return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
          }
          if ('inline' in cell)
            return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell.inline)}</t></is></c>`;
          if ('b' in cell) return `<c r="${ref}" t="b"><v>${cell.b ? 1 : 0}</v></c>`;
          return `<c r="${ref}"><v>${cell.n}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

export function sharedStringsXml(strings: readonly string[]): string {
  const items = strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${items}</sst>`;
}

export async function writeXlsx(
  rows: readonly (readonly CellInput[])[],
  options: { store?: boolean; sharedStrings?: string } = {},
): Promise<Uint8Array> {
  const shared: string[] = [];
  const sheet = sheetXml(rows, shared);
  return writeZip([
    { name: '[Content_Types].xml', data: '<Types/>', store: options.store },
    { name: 'xl/workbook.xml', data: '<workbook/>', store: options.store },
    {
      name: 'xl/sharedStrings.xml',
      data: options.sharedStrings ?? sharedStringsXml(shared),
      store: options.store,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, store: options.store },
  ]);
}

/** A Blob-like source whose stream() hands out `chunkSize`-byte chunks, to split characters on purpose. */
export class ChunkedSource {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly chunkSize: number,
  ) {}

  get size(): number {
    return this.bytes.length;
  }

  slice(start = 0, end = this.bytes.length): ChunkedSource {
    return new ChunkedSource(this.bytes.subarray(start, Math.min(end, this.bytes.length)), this.chunkSize);
  }

  stream(): ReadableStream<Uint8Array> {
    let at = 0;
    const { bytes, chunkSize } = this;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, at + chunkSize));
        at += chunkSize;
      },
    });
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return this.bytes.slice().buffer;
  }
}
