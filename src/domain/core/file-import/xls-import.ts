// .xls (Excel 97–2003, BIFF8): the compound file's Workbook stream is a list of records. From the
// workbook globals we take the shared strings (SST) and the first worksheet's place; from that
// worksheet its cells. Excel 5.0/95 files (BIFF5, a 'Book' stream) are refused with their own message. The cells feed the same collector (collectorFor) as
// xlsx, csv and txt, so the mobile column, normalisation, duplicates and counts are the same.
//
// Loaded only for a compound file (a dynamic import in parse-file.ts): no other file pays for it.
import { CompoundFile } from './compound-file.ts';
import { FileImportError } from './errors.ts';
import { collectorFor } from './keyword-collector.ts';
import { throwIfAborted } from './stream-bytes.ts';
import type { ByteSource, FileImport, ParseOptions } from './types.ts';
import { numberCellText } from './xlsx-cells.ts';

const BOF = 0x0809;
const EOF = 0x000a;
const FILEPASS = 0x002f;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const FORMULA = 0x0006;
const STRING = 0x0207;

/** BIFF8's last column (IV), zero-based. */
const LAST_COLUMN = 255;

/** BIFF8 is Excel 97–2003. */
const BIFF8 = 0x0600;

function damaged(): never {
  throw new FileImportError('damaged');
}

/** A record's body split over the record and the CONTINUE records after it. */
class Segments {
  private k = 0;
  private at = 0;

  constructor(private readonly parts: readonly Uint8Array[]) {}

  private current(): Uint8Array {
    for (;;) {
      const part = this.parts[this.k];
      if (!part) damaged();
      if (this.at < part.length) return part;
      this.k++;
      this.at = 0;
    }
  }

  get done(): boolean {
    for (let k = this.k, at = this.at; k < this.parts.length; k++, at = 0) {
      if (at < (this.parts[k] as Uint8Array).length) return false;
    }
    return true;
  }

  u8(): number {
    const part = this.current();
    return part[this.at++] as number;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(n: number): void {
    let left = n;
    while (left > 0) {
      const part = this.current();
      const step = Math.min(left, part.length - this.at);
      this.at += step;
      left -= step;
    }
  }

  /**
   * `count` characters, one or two bytes each as `wide` says at first; where a CONTINUE record cuts
   * the characters, it starts with a new flags byte saying how wide the rest is.
   */
  chars(count: number, wide: boolean): string {
    let out = '';
    let left = count;
    let twoBytes = wide;
    while (left > 0) {
      let part = this.parts[this.k];
      if (part && this.at >= part.length) {
        this.k++;
        this.at = 0;
        part = this.parts[this.k];
        if (!part) damaged();
        twoBytes = ((part[this.at++] as number) & 1) === 1;
      }
      if (!part) damaged();
      const fit = Math.min(left, Math.floor((part.length - this.at) / (twoBytes ? 2 : 1)));
      if (fit === 0) damaged();
      out += twoBytes ? utf16(part, this.at, fit) : latin1(part, this.at, fit);
      this.at += fit * (twoBytes ? 2 : 1);
      left -= fit;
    }
    return out;
  }
}

const utf16le = new TextDecoder('utf-16le');

function utf16(b: Uint8Array, at: number, count: number): string {
  return utf16le.decode(b.subarray(at, at + 2 * count));
}

/** One byte a character: the low bytes of UTF-16 (Latin-1), which no TextDecoder label gives exactly. */
function latin1(b: Uint8Array, at: number, count: number): string {
  let s = '';
  for (let from = at; from < at + count; from += 4096) {
    s += String.fromCharCode.apply(
      null,
      b.subarray(from, Math.min(at + count, from + 4096)) as unknown as number[],
    );
  }
  return s;
}

/** A BIFF8 unicode string: its length (`lengthBytes` wide), flags, then the characters and extras. */
function unicodeString(s: Segments, lengthBytes: 1 | 2): string {
  const count = lengthBytes === 1 ? s.u8() : s.u16();
  const flags = s.u8();
  const runs = flags & 8 ? s.u16() : 0;
  const extra = flags & 4 ? s.u32() : 0;
  const text = s.chars(count, (flags & 1) === 1);
  s.skip(runs * 4 + extra);
  return text;
}

/** An RK value: a 30-bit integer or the top of a double, maybe divided by 100. */
function rkValue(view: DataView, at: number): number {
  const rk = view.getInt32(at, true);
  let value: number;
  if (rk & 2) value = rk >> 2;
  else {
    const scratch = new DataView(new ArrayBuffer(8));
    scratch.setUint32(4, rk & 0xfffffffc, true);
    value = scratch.getFloat64(0, true);
  }
  return rk & 1 ? value / 100 : value;
}

/** A number cell as the text a user typed: what an xlsx number cell gives for the same value. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  // 0.1 + 0.2 and friends: the 15 significant digits Excel itself shows.
  const text = Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  return numberCellText(text);
}

/** The record at `at` with the CONTINUE records after it, and where the next record starts. */
function withContinues(
  stream: Uint8Array,
  first: Uint8Array,
  next: number,
): { parts: Uint8Array[]; next: number } {
  const parts = [first];
  let at = next;
  while (at + 4 <= stream.length && u16(stream, at) === CONTINUE) {
    const record = recordAt(stream, at);
    parts.push(record.body);
    at = record.next;
  }
  return { parts, next: at };
}

/** The little-endian 16-bit number at b[at]. */
function u16(b: Uint8Array, at: number): number {
  return (b[at] as number) | ((b[at + 1] as number) << 8);
}

/** The record at `at`: its type, its body and where the next one begins; one cut short is damage. */
function recordAt(stream: Uint8Array, at: number) {
  if (at + 4 > stream.length) damaged();
  const type = u16(stream, at);
  const length = u16(stream, at + 2);
  if (at + 4 + length > stream.length) damaged();
  const body = stream.subarray(at + 4, at + 4 + length);
  return {
    type,
    length,
    body,
    view: new DataView(body.buffer, body.byteOffset, body.byteLength),
    next: at + 4 + length,
  };
}

interface Globals {
  strings: string[];
  sheetAt: number;
}

function readGlobals(stream: Uint8Array): Globals {
  if (stream.length < 8 || u16(stream, 0) !== BOF) damaged();
  const version = u16(stream, 4);
  // Excel 5.0/95 and older write another record layout: refused with its own message.
  if (version < BIFF8) throw new FileImportError('xls-unsupported');
  let strings: string[] = [];
  let sheetAt = -1;
  let at = 0;
  for (;;) {
    const { type, length, body, view, next } = recordAt(stream, at);
    at = next;
    if (type === EOF) break;
    if (type === FILEPASS) throw new FileImportError('password-protected');
    if (type === BOUNDSHEET && length >= 6 && sheetAt < 0) {
      // The first worksheet (type 0; charts and macro sheets are not read).
      if (((body[5] as number) & 0xff) === 0) sheetAt = view.getUint32(0, true);
    } else if (type === SST) {
      const joined = withContinues(stream, body, at);
      at = joined.next;
      const s = new Segments(joined.parts);
      s.skip(4);
      const unique = s.u32();
      strings = [];
      for (let i = 0; i < unique && !s.done; i++) strings.push(unicodeString(s, 2));
    }
  }
  if (sheetAt < 0 || sheetAt >= stream.length) throw new FileImportError('empty');
  return { strings, sheetAt };
}

/** The first worksheet's cells, as rows of texts (holes ''), rows without text left out. */
function readSheet(stream: Uint8Array, globals: Globals, signal?: AbortSignal): string[][] {
  const rows: string[][] = [];
  const { strings } = globals;
  const put = (row: number, column: number, text: string) => {
    // BIFF8 has 256 columns: a cell past them is no cell Excel wrote, and would widen every row.
    if (column > LAST_COLUMN || text.trim() === '') return;
    const cells = rows[row] ?? [];
    rows[row] = cells;
    cells[column] = text;
  };
  const label = (body: Uint8Array): string => unicodeString(new Segments([body.subarray(6)]), 2);
  let pendingFormula: [number, number] | null = null;
  let at = globals.sheetAt;
  let count = 0;
  if (at + 4 > stream.length || u16(stream, at) !== BOF) damaged();
  for (;;) {
    const { type, length, body, view, next } = recordAt(stream, at);
    at = next;
    if ((++count & 0xffff) === 0) throwIfAborted(signal);
    if (type === EOF) break;
    if (length < 6 && type !== STRING) continue;
    const row = length >= 2 ? view.getUint16(0, true) : 0;
    const column = length >= 4 ? view.getUint16(2, true) : 0;
    switch (type) {
      case LABELSST:
        if (length >= 10) put(row, column, strings[view.getUint32(6, true)] ?? '');
        break;
      case LABEL:
      case RSTRING:
        put(row, column, label(body));
        break;
      case NUMBER:
        if (length >= 14) put(row, column, numberText(view.getFloat64(6, true)));
        break;
      case RK:
        if (length >= 10) put(row, column, numberText(rkValue(view, 6)));
        break;
      case MULRK: {
        const last = view.getUint16(length - 2, true);
        for (let c = column, p = 4; c <= last && p + 6 <= length - 2; c++, p += 6)
          put(row, c, numberText(rkValue(view, p + 2)));
        break;
      }
      case FORMULA: {
        if (length < 14) break;
        // A number result, or 0xFFFF in the top two bytes and a type: 0 means a STRING record follows.
        if (view.getUint16(12, true) !== 0xffff) put(row, column, numberText(view.getFloat64(6, true)));
        else if (body[6] === 0) pendingFormula = [row, column];
        break;
      }
      case STRING: {
        if (!pendingFormula) break;
        const joined = withContinues(stream, body, at);
        at = joined.next;
        const text = unicodeString(new Segments(joined.parts), 2);
        put(pendingFormula[0], pendingFormula[1], text);
        pendingFormula = null;
        break;
      }
    }
  }
  return rows;
}

export async function parseXls(source: ByteSource, options: ParseOptions): Promise<FileImport> {
  throwIfAborted(options.signal);
  const bytes = new Uint8Array(await source.arrayBuffer());
  let rows: string[][];
  try {
    rows = readWorkbook(bytes, options.signal);
  } catch (error) {
    // A field read past its record (a DataView's RangeError) is a damaged file like any other.
    if (error instanceof RangeError) throw new FileImportError('damaged');
    throw error;
  }
  options.onProgress?.(source.size, source.size);
  const collector = collectorFor(options);
  for (const row of rows) {
    if (!row) continue;
    for (let i = 0; i < row.length; i++) if (row[i] === undefined) row[i] = '';
    collector.add(row);
  }
  return collector.finish();
}

function readWorkbook(bytes: Uint8Array, signal?: AbortSignal): string[][] {
  const file = new CompoundFile(bytes);
  // What Excel makes of an xlsx (or xls) locked with a password: an encrypted package.
  if (file.has('EncryptedPackage') || file.has('EncryptionInfo'))
    throw new FileImportError('password-protected');
  const stream = file.stream('Workbook');
  // Excel 5.0/95 names its stream 'Book'.
  if (!stream && file.has('Book')) throw new FileImportError('xls-unsupported');
  // A compound file without a workbook (a .doc, an .msg) is not a spreadsheet.
  if (!stream) throw new FileImportError('invalid-format');
  return readSheet(stream, readGlobals(stream), signal);
}
