// Test-only: hostile uploads made from bytes, for the readers' refusals, the api's and the benchmark.
// A compound file (.xls) whose chain comes back to itself or whose stream claims more than the file,
// and zip bombs dressed as xlsx.
import { deflateRawSync } from 'node:zlib';

const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;

export interface CompoundFileInput {
  /** The file's whole length, a multiple of 512 at least 512 × 4. */
  bytes: number;
  /** The Workbook stream's size as its directory entry states it. */
  streamSize: number;
  /**
   * How many FAT sectors the header claims; each is sector 0 again, so the table the reader builds
   * is sector 0's 128 entries that many times over (what makes a loop expensive to follow by count).
   */
  fatCount?: number;
}

/**
 * A compound file whose Workbook stream starts at sector 2 and whose FAT sends sector 2 to itself:
 * sector 0 is the FAT, sector 1 the directory, sector 2 a BOF record then zeros, and past the 109
 * FAT sectors the header holds, DIFAT sectors (from sector 3 on) list the rest.
 */
export function selfLoopingXls({
  bytes,
  streamSize,
  fatCount = 1,
}: CompoundFileInput): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  const view = new DataView(out.buffer);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(24, 0x3e, true);
  view.setUint16(26, 3, true);
  view.setUint16(28, 0xfffe, true);
  view.setUint16(30, 9, true);
  view.setUint16(32, 6, true);
  view.setUint32(44, fatCount, true);
  view.setUint32(48, 1, true);
  view.setUint32(56, 4096, true);
  view.setUint32(60, END_OF_CHAIN, true);
  const difatSectors = Math.max(0, Math.ceil((fatCount - 109) / 127));
  view.setUint32(68, difatSectors > 0 ? 3 : END_OF_CHAIN, true);
  view.setUint32(72, difatSectors, true);
  for (let i = 0; i < 109; i++) view.setUint32(76 + i * 4, i < fatCount ? 0 : FREE, true);
  // DIFAT sectors 3, 4, …: 127 FAT sector numbers (all 0) and the next DIFAT sector's.
  let listed = 109;
  for (let d = 0; d < difatSectors; d++) {
    const at = (3 + d + 1) * SECTOR;
    for (let i = 0; i < 127; i++) view.setUint32(at + i * 4, listed++ < fatCount ? 0 : FREE, true);
    view.setUint32(at + 127 * 4, d + 1 < difatSectors ? 3 + d + 1 : END_OF_CHAIN, true);
  }
  // Sector 0, the FAT: itself, the directory (one sector), the stream's sector pointing at itself.
  const fat = SECTOR;
  for (let i = 0; i < 128; i++) view.setUint32(fat + i * 4, FREE, true);
  view.setUint32(fat, FAT_SECTOR, true);
  view.setUint32(fat + 4, END_OF_CHAIN, true);
  view.setUint32(fat + 8, 2, true);
  for (let d = 0; d < difatSectors && 3 + d < 128; d++) view.setUint32(fat + (3 + d) * 4, DIFAT_SECTOR, true);
  // Sector 1, the directory: the root, then Workbook.
  const dir = 2 * SECTOR;
  const name = (at: number, text: string) => {
    for (let c = 0; c < text.length; c++) view.setUint16(at + c * 2, text.charCodeAt(c), true);
    view.setUint16(at + 64, (text.length + 1) * 2, true);
  };
  name(dir, 'Root Entry');
  view.setUint8(dir + 66, 5);
  view.setUint32(dir + 116, END_OF_CHAIN, true);
  name(dir + 128, 'Workbook');
  view.setUint8(dir + 128 + 66, 2);
  view.setUint32(dir + 128 + 116, 2, true);
  view.setUint32(dir + 128 + 120, streamSize, true);
  // Sector 2: a BIFF8 BOF record, as a workbook stream starts.
  const stream = 3 * SECTOR;
  out.set([0x09, 0x08, 16, 0, 0, 6, 5, 0], stream);
  return out;
}

/**
 * The finding's .xls: 8 MB, its FAT claimed as 16,384 sectors (all sector 0, so 2 M entries), its
 * Workbook stream sent round sector 2 for just under what that table can count (a gigabyte).
 */
export function amplifyingXls(): Uint8Array<ArrayBuffer> {
  const fatCount = 16_000;
  return selfLoopingXls({ bytes: 8 << 20, fatCount, streamSize: (fatCount * 128 - 1) * SECTOR });
}

/** A zip of stored or raw-deflated entries, `size` as given (a bomb's headers may lie). */
export function zipOf(
  entries: readonly { name: string; deflated: Uint8Array; size: number; crc?: number }[],
) {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(14, entry.crc ?? 0, true);
    lv.setUint32(18, entry.deflated.length, true);
    lv.setUint32(22, entry.size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(16, entry.crc ?? 0, true);
    cv.setUint32(20, entry.deflated.length, true);
    cv.setUint32(24, entry.size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    parts.push(local, entry.deflated);
    centrals.push(central);
    offset += local.length + entry.deflated.length;
  }
  const cdSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...parts, ...centrals, eocd]));
}

/** An xlsx whose only worksheet is `megabytes` MB of zeros deflated (about a thousand to one). */
export function zerosBombXlsx(megabytes: number): Uint8Array<ArrayBuffer> {
  const zeros = new Uint8Array(megabytes << 20);
  return zipOf([
    { name: 'xl/worksheets/sheet1.xml', deflated: deflateRawSync(zeros, { level: 9 }), size: 100 },
  ]);
}

/**
 * An xlsx whose worksheet is `megabytes` MB of spaces inside <sheetData> with a random letter every
 * `every` bytes: it deflates some 100–200 to 1, under the per-entry ratio a real sheet could reach
 * once, so only the whole file's inflate budget stops it. Its sizes are true; its CRC is not checked.
 */
export function lowRatioBombXlsx(megabytes: number, every = 300): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('<worksheet><sheetData>');
  const tail = new TextEncoder().encode('</sheetData></worksheet>');
  const body = new Uint8Array(head.length + (megabytes << 20) + tail.length).fill(32);
  body.set(head);
  body.set(tail, body.length - tail.length);
  let seed = 12345;
  for (let at = head.length; at < body.length - tail.length; at += every) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    body[at] = 97 + (seed % 26);
  }
  return zipOf([
    {
      name: 'xl/worksheets/sheet1.xml',
      deflated: deflateRawSync(body, { level: 6 }),
      size: body.length,
    },
  ]);
}

/** A compound file holding `workbook` as its Workbook stream, in sectors 2, 3, … chained in order. */
export function compoundFileWith(workbook: Uint8Array): Uint8Array<ArrayBuffer> {
  const streamSectors = Math.max(1, Math.ceil(Math.max(workbook.length, 4096) / SECTOR));
  const out = selfLoopingXls({
    bytes: (3 + streamSectors) * SECTOR,
    streamSize: Math.max(workbook.length, 4096),
  });
  const view = new DataView(out.buffer);
  for (let k = 0; k < streamSectors; k++)
    view.setUint32(SECTOR + (2 + k) * 4, k + 1 < streamSectors ? 3 + k : END_OF_CHAIN, true);
  out.fill(0, 3 * SECTOR);
  out.set(workbook, 3 * SECTOR);
  return out;
}

/** A BIFF8 record: type, length, body. */
function record(type: number, body: readonly number[]): number[] {
  return [type & 0xff, type >> 8, body.length & 0xff, body.length >> 8, ...body];
}

const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];

/** A BIFF8 workbook stream whose first sheet holds these text cells (LABEL records), as [row, column, text]. */
export function biffWorkbook(cells: readonly [number, number, string][]): Uint8Array {
  const bof = (kind: number) =>
    record(0x0809, [...u16(0x0600), ...u16(kind), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const eof = record(0x000a, []);
  const sheetName = 'Sheet1';
  const boundsheet = (at: number) =>
    record(0x0085, [...u32(at), 0, 0, sheetName.length, 0, ...[...sheetName].map((c) => c.charCodeAt(0))]);
  const globals = [...bof(5), ...boundsheet(0), ...eof];
  const sheet = [
    ...bof(0x10),
    ...cells.flatMap(([row, column, text]) =>
      record(0x0204, [
        ...u16(row),
        ...u16(column),
        0,
        0,
        ...u16(text.length),
        0,
        ...[...text].map((c) => c.charCodeAt(0)),
      ]),
    ),
    ...eof,
  ];
  const fixed = [...bof(5), ...boundsheet(globals.length), ...eof];
  return new Uint8Array([...fixed, ...sheet]);
}
