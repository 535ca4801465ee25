// Dedicated scanners for the two xlsx parts we read, working on the inflated bytes themselves.
//
// A 1,000,000-row sheet is two million cells and some 100 MB of XML beside a 50 MB shared strings
// table. Decoding all of it to strings and walking it tag by tag costs seconds; the job is mostly
// finding `<c …><v>17</v></c>` and `<si><t>text</t></si>`, which a byte search (Uint8Array.indexOf
// is a native scan) and a few comparisons do. So:
// - the shared strings table is kept as UTF-8 bytes with offsets, never as a million strings; a
//   string is decoded only when a reader asks for it (the first rows, a peer-to-peer message);
// - once the collector knows the mobile column (numbers mode), a row costs no string at all: the
//   mobile cell's number is read from the bytes (its shared string's bytes, or the <v> digits);
// - anything that is not one of the common shapes (formulas, rich text, inline strings, entities,
//   CDATA, odd quoting) is decoded and read by the general XmlScanner, so the fast path decides
//   speed and never the result.

import { FileImportError } from './errors.ts';
import { mobileTailOfUtf8 } from './mobile-tail.ts';
import { BLANK_TAIL, mobileTail } from './record-collector.ts';
import { appendBytes } from './stream-bytes.ts';
import { numberCellText } from './xlsx-cells.ts';
import { decodeEntities, type XmlHandler, XmlScanner } from './xml-scanner.ts';

const MAX_ELEMENT_LENGTH = 1024 * 1024;
const LT = 60;
const GT = 62;
const SLASH = 47;
const AMP = 38;

const PRESERVE = ' xml:space="preserve">';

const utf8 = new TextDecoder();
const encoder = new TextEncoder();

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Bytes [from, to) as text. */
function text(b: Uint8Array, from: number, to: number): string {
  return to <= from ? '' : utf8.decode(b.subarray(from, to));
}

/** True when b[at…] holds the ASCII `word`. */
function bytesAre(b: Uint8Array, at: number, word: string): boolean {
  if (at + word.length > b.length) return false;
  for (let k = 0; k < word.length; k++) if (b[at + k] !== word.charCodeAt(k)) return false;
  return true;
}

const CANONICAL_BASE = 989_000_000_000;
const LOCAL_BASE = 9_000_000_000;

/**
 * mobileTail of the UTF-8 text b[from, to), read from the bytes (mobile-tail.ts); a cell that is not a
 * mobile (a few in a hundred) is read again as text, to tell a blank one from an invalid one.
 */
export function mobileTailOfBytes(b: Uint8Array, from: number, to: number): number {
  const tail = mobileTailOfUtf8(b, from, to);
  return tail === -1 ? mobileTail(text(b, from, to)) : tail;
}

/** A number cell's digits b[from, to) as mobileTail of numberCellText, without strings when plain. */
function numberCellTail(b: Uint8Array, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const c = b[i] as number;
    if (c < 48 || c > 57 || i - from === 12) return mobileTail(numberCellText(text(b, from, to).trim()));
    value = value * 10 + (c - 48);
  }
  const n = to - from;
  // numberCellText gives a ten-digit 9… its zero back: 09…, a local number.
  if ((n === 10 || (n === 11 && b[from] === 48)) && value >= LOCAL_BASE && value < LOCAL_BASE + 1e9)
    return value - LOCAL_BASE;
  if (n === 12 && value >= CANONICAL_BASE && value < CANONICAL_BASE + 1e9) return value - CANONICAL_BASE;
  return mobileTail(numberCellText(text(b, from, to).trim()));
}

/** Collects the texts an element's content holds: <v> raw, and <t> outside phonetic runs, decoded. */
class ContentHandler implements XmlHandler {
  value = '';
  inline = '';
  private raw = '';
  private capture: 'v' | 't' | null = null;
  private phonetic = 0;

  open(name: string, _tag: string, selfClosing: boolean): void {
    if (name === 'rPh') this.phonetic++;
    else if ((name === 'v' || name === 't') && !selfClosing && this.phonetic === 0) {
      this.capture = name;
      this.raw = '';
    }
  }

  text(raw: string): void {
    if (this.capture) this.raw += raw;
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic--;
    else if (name === 'v' && this.capture === 'v') {
      this.value = this.raw;
      this.capture = null;
    } else if (name === 't' && this.capture === 't') {
      this.inline += decodeEntities(this.raw);
      this.capture = null;
    }
  }
}

/** An element's content through the general tokenizer. */
function slowContent(b: Uint8Array, from: number, to: number): ContentHandler {
  const handler = new ContentHandler();
  new XmlScanner(handler, new Set()).push(text(b, from, to));
  return handler;
}

/** How large a shared strings table may grow: its strings, and their UTF-8 bytes all together. */
export interface SharedStringLimits {
  maxStrings: number;
  maxBytes: number;
}

// A million records of a few text columns each: every cell its own string at most, Persian texts
// of a message's length. A table past either is refused before it is held.
export const DEFAULT_SHARED_STRING_LIMITS: SharedStringLimits = {
  maxStrings: 4_000_000,
  maxBytes: 256 * 1024 * 1024,
};

/** The shared strings table as UTF-8 bytes and offsets: a few arrays instead of a million strings. */
export class SharedStringBytes {
  private data = new Uint8Array(1 << 16);
  private used = 0;
  private ends = new Int32Array(1024);
  private count = 0;

  constructor(private readonly limits: SharedStringLimits = DEFAULT_SHARED_STRING_LIMITS) {}

  get size(): number {
    return this.count;
  }

  add(b: Uint8Array, from: number, to: number): void {
    const length = to - from;
    if (this.count >= this.limits.maxStrings || this.used + length > this.limits.maxBytes)
      throw new FileImportError('too-many-strings');
    if (this.used + length > this.data.length) {
      let capacity = this.data.length * 2;
      while (capacity < this.used + length) capacity *= 2;
      capacity = Math.min(capacity, Math.max(this.limits.maxBytes, this.used + length));
      const grown = new Uint8Array(capacity);
      grown.set(this.data.subarray(0, this.used));
      this.data = grown;
    }
    const data = this.data;
    if (length < 48) {
      // Most strings are short: a loop beats making a view for set().
      let at = this.used;
      for (let k = from; k < to; k++) data[at++] = b[k] as number;
    } else data.set(b.subarray(from, to), this.used);
    this.used += length;
    if (this.count === this.ends.length) {
      const grown = new Int32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.used;
  }

  addString(s: string): void {
    const bytes = encoder.encode(s);
    this.add(bytes, 0, bytes.length);
  }

  private start(index: number): number {
    return index === 0 ? 0 : (this.ends[index - 1] as number);
  }

  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    return text(this.data, this.start(index), this.ends[index] as number);
  }

  isEmpty(index: number): boolean {
    return !(index >= 0 && index < this.count) || this.start(index) === this.ends[index];
  }

  /** mobileTail of string `index` ('' when there is none, like a cell pointing past the table). */
  tail(index: number): number {
    if (!(index >= 0 && index < this.count)) return -1;
    return mobileTailOfBytes(this.data, this.start(index), this.ends[index] as number);
  }
}

/**
 * Finds elements in a byte stream. Each push appends a chunk; whole tags are handed to `tag`, which
 * answers where to go on, or -1 when its element is not complete yet (it is tried again with more).
 */
abstract class ByteScanner {
  private buf = new Uint8Array(1 << 17);
  private length = 0;

  /**
   * A tag: '<' at `lt`, its name from `from` (local part from `local`) to `nameTo`, its '>' at `gt`.
   * Answers the index to continue from, or -1 to wait for more input.
   */
  protected abstract tag(
    b: Uint8Array,
    lt: number,
    from: number,
    local: number,
    nameTo: number,
    gt: number,
    closing: boolean,
  ): number;

  push(chunk: Uint8Array): void {
    this.buf = appendBytes(this.buf, this.length, chunk);
    this.length += chunk.length;
    const b = this.buf.subarray(0, this.length);
    const done = this.scan(b);
    this.buf.copyWithin(0, done, this.length);
    this.length -= done;
    // An element that never ends: a broken or hostile file, not worth buffering further.
    if (this.length > MAX_ELEMENT_LENGTH) throw new FileImportError('damaged');
  }

  /** True when the input ended outside any element (a cut document leaves one behind). */
  get clean(): boolean {
    for (let i = 0; i < this.length; i++) if (!isSpace(this.buf[i] as number)) return false;
    return true;
  }

  /** Scans whole tags from the start of b; answers how far it got (the rest waits for more input). */
  protected scan(b: Uint8Array): number {
    const n = b.length;
    let i = 0;
    for (;;) {
      const lt = b.indexOf(LT, i);
      if (lt < 0) return n;
      const next = this.step(b, lt);
      if (next < 0) return lt;
      i = next;
    }
  }

  /** One tag at `lt`, through `tag`: answers where to go on, or -1 when it is not complete yet. */
  protected step(b: Uint8Array, lt: number): number {
    const n = b.length;
    if (lt + 1 >= n) return -1;
    const first = b[lt + 1] as number;
    if (first === 33 /* ! */ || first === 63 /* ? */) {
      // Comments, CDATA and declarations outside the elements we read say nothing we need.
      const end = bytesAre(b, lt, '<!--') ? '-->' : bytesAre(b, lt, '<![CDATA[') ? ']]>' : '>';
      const at = findWord(b, end, lt + 2);
      return at < 0 ? -1 : at + end.length;
    }
    const closing = first === SLASH;
    const from = closing ? lt + 2 : lt + 1;
    let nameTo = from;
    let local = from;
    for (; nameTo < n; nameTo++) {
      const c = b[nameTo] as number;
      if (c === GT || c === SLASH || isSpace(c)) break;
      if (c === 58 /* : */) local = nameTo + 1;
    }
    if (nameTo >= n) return -1;
    const gt = tagEnd(b, nameTo);
    if (gt < 0) return -1;
    return this.tag(b, lt, from, local, nameTo, gt, closing);
  }
}

/** Whether b[from, to) holds `byte` (a bounded search: indexOf would run on to the buffer's end). */
function hasByte(b: Uint8Array, byte: number, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (b[i] === byte) return true;
  return false;
}

/** The first index of ASCII `word` in b from `from`, or -1. */
function findWord(b: Uint8Array, word: string, from: number): number {
  const head = word.charCodeAt(0);
  for (let at = b.indexOf(head, from); at >= 0; at = b.indexOf(head, at + 1)) {
    if (bytesAre(b, at, word)) return at;
  }
  return -1;
}

/** The tag's own '>', skipping any inside quoted attribute values; -1 when cut off. */
function tagEnd(b: Uint8Array, from: number): number {
  let quote = 0;
  for (let i = from; i < b.length; i++) {
    const c = b[i] as number;
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === GT) return i;
  }
  return -1;
}

/** Where the close tag `</prefix:name>` starts, the prefix being b[prefixFrom, prefixTo); or -1. */
function closeTagAt(b: Uint8Array, from: number, prefixFrom: number, prefixTo: number, name: string): number {
  const prefixLength = prefixTo - prefixFrom;
  for (let at = b.indexOf(LT, from); at >= 0; at = b.indexOf(LT, at + 1)) {
    if (b[at + 1] !== SLASH) continue;
    let k = at + 2;
    let same = true;
    for (let p = 0; p < prefixLength; p++, k++) {
      if (b[k] !== b[prefixFrom + p]) {
        same = false;
        break;
      }
    }
    if (same && bytesAre(b, k, name) && b[k + name.length] === GT) return at;
  }
  return -1;
}

let valueEnd = -1;

/**
 * Where attribute `name`'s value starts inside the tag b[from, to) (its end in `valueEnd`), or -1.
 * Reads the attributes one by one: either quote, any spacing, never past the tag.
 */
function attributeAt(b: Uint8Array, from: number, to: number, name: string): number {
  let i = from;
  while (i < to) {
    while (i < to && isSpace(b[i] as number)) i++;
    const nameFrom = i;
    while (i < to) {
      const c = b[i] as number;
      if (c === 61 || isSpace(c) || c === SLASH || c === GT) break;
      i++;
    }
    const nameTo = i;
    while (i < to && isSpace(b[i] as number)) i++;
    if (b[i] !== 61 /* = */) {
      if (i === nameFrom) return -1;
      continue;
    }
    i++;
    while (i < to && isSpace(b[i] as number)) i++;
    const quote = b[i] as number;
    if (quote !== 34 && quote !== 39) return -1;
    const start = i + 1;
    const end = b.indexOf(quote, start);
    if (end < 0 || end > to) return -1;
    if (nameTo - nameFrom === name.length && bytesAre(b, nameFrom, name)) {
      valueEnd = end;
      return start;
    }
    i = end + 1;
  }
  return -1;
}

let refAt = -1;
let typeAt = -1;
let typeEnd = -1;

/** The r and t attributes of a <c> tag b[from, to) in one pass: into refAt, typeAt and typeEnd. */
function cellAttributes(b: Uint8Array, from: number, to: number): void {
  refAt = -1;
  typeAt = -1;
  // The usual spelling, as every writer we know emits it: ` r="A1"` then ` t="s"`.
  let i = from;
  if (b[i] === 32 && b[i + 1] === 114 && b[i + 2] === 61 && b[i + 3] === 34) {
    refAt = i + 4;
    i = b.indexOf(34, refAt);
    if (i < 0 || i > to) i = to;
    else i++;
    if (i === to) return;
    if (b[i] === 32 && b[i + 1] === 116 && b[i + 2] === 61 && b[i + 3] === 34) {
      typeAt = i + 4;
      typeEnd = b.indexOf(34, typeAt);
      if (typeEnd > 0 && typeEnd < to) {
        // Only when nothing else follows is this the whole story (a later t= cannot exist).
        if (typeEnd + 1 === to || (typeEnd + 2 === to && b[to - 1] === SLASH)) return;
      }
    } else if (i === to || (i + 1 === to && b[i] === SLASH)) return;
  }
  // Anything else (other attributes, other order, quoting or spacing): read them one by one.
  refAt = attributeAt(b, from, to, 'r');
  typeAt = attributeAt(b, from, to, 't');
  typeEnd = valueEnd;
}

/** Excel's last column, XFD, zero-based. */
const LAST_COLUMN = 16_383;

/** Column of a reference like 'AB12' at b[from…], or -1 when it has no letters. */
export function columnAt(b: Uint8Array, from: number): number {
  let index = 0;
  let i = from;
  for (; i < b.length; i++) {
    const c = b[i] as number;
    if (!(c >= 65 && c <= 90)) break;
    index = index * 26 + (c - 64);
  }
  return i === from ? -1 : index - 1;
}

/** If b[at…] is `<prefix:name` followed by '>', answers the index after that '>', else -1. */
function plainOpen(b: Uint8Array, at: number, prefixFrom: number, prefixTo: number, name: string): number {
  if (b[at] !== LT) return -1;
  let k = at + 1;
  for (let p = prefixFrom; p < prefixTo; p++, k++) if (b[k] !== b[p]) return -1;
  if (!bytesAre(b, k, name)) return -1;
  k += name.length;
  return b[k] === GT ? k + 1 : -1;
}

/** xl/sharedStrings.xml: each <si> is the text of its <t>s (rich-text runs joined, phonetic runs out). */
export class SharedStringsScanner extends ByteScanner {
  constructor(private readonly strings: SharedStringBytes) {
    super();
  }

  /** The usual `<si><t>text</t></si>` read in one go; every other tag by the general step. */
  protected override scan(b: Uint8Array): number {
    const n = b.length;
    let i = 0;
    for (;;) {
      // The next '<' is usually the very next byte: a loop beats a call to indexOf.
      let lt = i;
      while (lt < n && b[lt] !== LT) lt++;
      if (lt >= n) return n;
      if (
        lt + 40 < n &&
        b[lt + 1] === 115 &&
        b[lt + 2] === 105 &&
        b[lt + 3] === GT &&
        b[lt + 4] === LT &&
        b[lt + 5] === 116 &&
        (b[lt + 6] === GT || (b[lt + 6] === 32 && bytesAre(b, lt + 6, PRESERVE)))
      ) {
        // <si><t>, or <si><t xml:space="preserve"> as LibreOffice and Google Sheets write every string.
        const from = b[lt + 6] === GT ? lt + 7 : lt + 6 + PRESERVE.length;
        let k = from;
        let c = 0;
        while (k < n) {
          c = b[k] as number;
          if (c === LT || c === AMP) break;
          k++;
        }
        if (
          k + 8 < n &&
          c === LT &&
          b[k + 1] === SLASH &&
          b[k + 2] === 116 &&
          b[k + 3] === GT &&
          b[k + 4] === LT &&
          b[k + 5] === SLASH &&
          b[k + 6] === 115 &&
          b[k + 7] === 105 &&
          b[k + 8] === GT
        ) {
          this.strings.add(b, from, k);
          i = k + 9;
          continue;
        }
      }
      const next = this.step(b, lt);
      if (next < 0) return lt;
      i = next;
    }
  }

  protected tag(
    b: Uint8Array,
    _lt: number,
    from: number,
    local: number,
    nameTo: number,
    gt: number,
    closing: boolean,
  ): number {
    if (closing || nameTo - local !== 2 || b[local] !== 115 /* s */ || b[local + 1] !== 105 /* i */)
      return gt + 1;
    if (b[gt - 1] === SLASH) {
      this.strings.add(b, 0, 0);
      return gt + 1;
    }
    const prefixLength = local - from;
    // The common shape, read without looking further: <si><t>text</t></si>, no entities.
    if (prefixLength === 0 && b[gt + 1] === LT && b[gt + 2] === 116 /* t */) {
      const open = b[gt + 3] === GT ? gt + 3 : isSpace(b[gt + 3] as number) ? tagEnd(b, gt + 3) : -2;
      if (open === -1) return -1;
      if (open > 0 && b[open - 1] !== SLASH) {
        const close = b.indexOf(LT, open + 1);
        if (close < 0 || close + 8 >= b.length) return -1;
        if (
          b[close + 1] === SLASH &&
          b[close + 2] === 116 &&
          b[close + 3] === GT &&
          b[close + 4] === LT &&
          b[close + 5] === SLASH &&
          b[close + 6] === 115 &&
          b[close + 7] === 105 &&
          b[close + 8] === GT &&
          !hasByte(b, AMP, open + 1, close)
        ) {
          this.strings.add(b, open + 1, close);
          return close + 9;
        }
      }
    }
    const end = closeTagAt(b, gt + 1, from, local, 'si');
    if (end < 0) return -1;
    const after = end + 5 + prefixLength; // '</' + prefix + 'si>'
    // The same shape with a prefix, or <t xml:space="preserve">.
    const t = b[gt + 1] === LT ? gt + 2 + prefixLength : -1;
    if (t > 0 && bytesAre(b, t, 't') && (b[t + 1] === GT || isSpace(b[t + 1] as number))) {
      const open = tagEnd(b, t + 1);
      const close = open < 0 ? -1 : b.indexOf(LT, open + 1);
      if (
        open >= 0 &&
        b[open - 1] !== SLASH &&
        close === end - 4 - prefixLength && // '</' + prefix + 't>'
        b[close + 1] === SLASH &&
        !hasByte(b, AMP, open + 1, close)
      ) {
        this.strings.add(b, open + 1, close);
        return after;
      }
    }
    this.strings.addString(slowContent(b, gt + 1, end).inline);
    return after;
  }
}

/** What the collector wants from a sheet's rows. */
export interface RowSink {
  /** Whether a column's cells are read into rows. */
  wants(column: number): boolean;
  /** The mobile column once rows may go by number alone (numbers mode, columns decided), else -1. */
  tailColumn(): number;
  add(row: string[]): void;
  /** A record by its mobile cell's mobileTail (BLANK_TAIL: no mobile cell or a blank one; -1: invalid). */
  takeTail(tail: number): void;
}

/**
 * A worksheet: each <row> with any text goes to the sink, as its cells' texts (holes '') or, once
 * the sink allows, as the mobile cell's number alone. Cells of columns the sink does not want are
 * only checked for text.
 */
export class SheetScanner extends ByteScanner {
  private row: string[] = [];
  private nextColumn = 0;
  private hasText = false;
  private tailColumn = -1;
  private rowTail = BLANK_TAIL;

  constructor(
    private readonly shared: Pick<SharedStringBytes, 'get' | 'isEmpty' | 'tail'>,
    private readonly sink: RowSink,
  ) {
    super();
  }

  protected tag(
    b: Uint8Array,
    _lt: number,
    from: number,
    local: number,
    nameTo: number,
    gt: number,
    closing: boolean,
  ): number {
    const length = nameTo - local;
    if (length === 3 && bytesAre(b, local, 'row')) {
      if (closing || b[gt - 1] === SLASH) this.endRow();
      else this.startRow();
      return gt + 1;
    }
    if (closing || length !== 1 || b[local] !== 99 /* c */) return gt + 1;
    cellAttributes(b, nameTo, gt);
    const ref = refAt >= 0 ? columnAt(b, refAt) : -1;
    const column = ref >= 0 ? ref : this.nextColumn;
    // Past Excel's last column (XFD) a row would be filled out to a width no sheet has.
    if (column > LAST_COLUMN) throw new FileImportError('damaged');
    this.nextColumn = column + 1;
    if (b[gt - 1] === SLASH) return gt + 1;
    // The common shape, read without looking further: <c …><v>…</v></c>.
    if (local === from && b[gt + 1] === LT && b[gt + 2] === 118 /* v */ && b[gt + 3] === GT) {
      const v = gt + 4;
      const vEnd = b.indexOf(LT, v);
      if (vEnd < 0 || vEnd + 7 >= b.length) return -1;
      if (
        b[vEnd + 1] === SLASH &&
        b[vEnd + 2] === 118 &&
        b[vEnd + 3] === GT &&
        b[vEnd + 4] === LT &&
        b[vEnd + 5] === SLASH &&
        b[vEnd + 6] === 99 &&
        b[vEnd + 7] === GT &&
        this.plainCell(b, v, vEnd, column)
      ) {
        return vEnd + 8;
      }
    }
    const end = closeTagAt(b, gt + 1, from, local, 'c');
    if (end < 0) return -1;
    const v = plainOpen(b, gt + 1, from, local, 'v');
    const vEnd = v < 0 ? -1 : b.indexOf(LT, v);
    const plain = vEnd >= 0 && vEnd === end - 4 - (local - from) && b[vEnd + 1] === SLASH;
    if (!plain || !this.plainCell(b, v, vEnd, column)) this.cell(b, gt, end, column);
    return end + 4 + (local - from);
  }

  /**
   * Once rows go by number (numbers mode, columns decided): `<row …>`, `</row>` and the usual cell,
   * `<c r="B2"[ t="s"]><v>…</v></c>`, are read in one go; every other tag by the general step.
   */
  protected override scan(b: Uint8Array): number {
    if (this.tailColumn < 0) return super.scan(b);
    const n = b.length;
    // The quick paths read at most this far past a tag's '<' without checking the end of input.
    const quickEnd = n - 96;
    let i = 0;
    for (;;) {
      let lt = i;
      while (lt < n && b[lt] !== LT) lt++;
      if (lt >= n) return n;
      const first = lt < quickEnd ? (b[lt + 1] as number) : 0;
      if (
        first === 99 /* c */ &&
        b[lt + 2] === 32 &&
        b[lt + 3] === 114 &&
        b[lt + 4] === 61 &&
        b[lt + 5] === 34
      ) {
        const next = this.quickCell(b, lt + 6);
        if (next > 0) {
          i = next;
          continue;
        }
      } else if (
        first === SLASH &&
        b[lt + 2] === 114 &&
        b[lt + 3] === 111 &&
        b[lt + 4] === 119 &&
        b[lt + 5] === GT
      ) {
        this.endRow();
        i = lt + 6;
        continue;
      } else if (
        first === 114 &&
        b[lt + 2] === 111 &&
        b[lt + 3] === 119 &&
        (b[lt + 4] === 32 || b[lt + 4] === GT)
      ) {
        // <row r="2" spans="1:2">: its attributes say nothing we need.
        let gt = lt + 4;
        while (gt < quickEnd && b[gt] !== GT && b[gt] !== 34 && b[gt] !== 39 && b[gt] !== SLASH) {
          if (b[gt] === 61) {
            // An attribute: skip its quoted value.
            const quote = b[gt + 1] as number;
            if (quote !== 34 && quote !== 39) break;
            gt += 2;
            while (gt < quickEnd && b[gt] !== quote) gt++;
          }
          gt++;
        }
        if (b[gt] === GT && gt < quickEnd) {
          this.startRow();
          i = gt + 1;
          continue;
        }
      }
      const next = this.step(b, lt);
      if (next < 0) return lt;
      i = next;
    }
  }

  /**
   * The cell whose reference starts at `p` (after `<c r="`), when it has the usual shape and a
   * plain 's' or number value: read, and answers the index after `</c>`; else 0 (read it slowly).
   */
  private quickCell(b: Uint8Array, p: number): number {
    let column = 0;
    let c = b[p] as number;
    if (!(c >= 65 && c <= 90)) return 0;
    const end = p + 24;
    while (c >= 65 && c <= 90 && p < end) {
      column = column * 26 + (c - 64);
      c = b[++p] as number;
    }
    column--;
    while (c >= 48 && c <= 57 && p < end) c = b[++p] as number;
    if (c !== 34) return 0;
    c = b[++p] as number;
    // A style, as Excel, LibreOffice and Google Sheets write on most cells: ` s="12"`.
    if (c === 32 && b[p + 1] === 115 && b[p + 2] === 61 && b[p + 3] === 34) {
      p += 4;
      c = b[p] as number;
      while (c >= 48 && c <= 57 && p < end + 8) c = b[++p] as number;
      if (c !== 34) return 0;
      c = b[++p] as number;
    }
    let shared = false;
    if (c === 32) {
      if (b[p + 1] !== 116 || b[p + 2] !== 61 || b[p + 3] !== 34 || b[p + 5] !== 34) return 0;
      const type = b[p + 4];
      if (type === 115) shared = true;
      else if (type !== 110) return 0;
      p += 6;
      c = b[p] as number;
    }
    if (c !== GT || b[p + 1] !== LT || b[p + 2] !== 118 || b[p + 3] !== GT) return 0;
    const from = p + 4;
    let k = from;
    let value = 0;
    c = b[k] as number;
    while (c >= 48 && c <= 57 && k < from + 24) {
      value = value * 10 + (c - 48);
      c = b[++k] as number;
    }
    if (
      c !== LT ||
      b[k + 1] !== SLASH ||
      b[k + 2] !== 118 ||
      b[k + 3] !== GT ||
      b[k + 4] !== LT ||
      b[k + 5] !== SLASH ||
      b[k + 6] !== 99 ||
      b[k + 7] !== GT
    ) {
      return 0;
    }
    this.nextColumn = column + 1;
    const digits = k - from;
    if (shared) {
      const index = digits === 0 || digits > 9 ? -1 : value;
      if (!this.shared.isEmpty(index)) {
        this.hasText = true;
        if (column === this.tailColumn) this.rowTail = this.shared.tail(index);
      }
    } else if (digits > 0) {
      this.hasText = true;
      if (column === this.tailColumn) this.rowTail = numberCellTail(b, from, k);
    }
    return k + 8;
  }

  private startRow(): void {
    this.tailColumn = this.sink.tailColumn();
    this.row = [];
    this.nextColumn = 0;
    this.hasText = false;
    // A row whose mobile cell is missing or blank is a row without a number, not an invalid one.
    this.rowTail = BLANK_TAIL;
  }

  private endRow(): void {
    if (!this.hasText) return;
    this.hasText = false;
    if (this.tailColumn >= 0) {
      this.sink.takeTail(this.rowTail);
      return;
    }
    const row = this.row;
    for (let i = 0; i < row.length; i++) if (row[i] === undefined) row[i] = '';
    this.sink.add(row);
  }

  /** The type from the cell's attributes: 's', 'n' (or none), or anything else. */
  private static kind(b: Uint8Array): 's' | 'n' | 'other' {
    if (typeAt < 0) return 'n';
    if (typeEnd - typeAt !== 1) return 'other';
    return b[typeAt] === 115 ? 's' : b[typeAt] === 110 ? 'n' : 'other';
  }

  /** A cell whose content is <v>b[v, vEnd)</v>: read in place when its type is 's' or 'n'; false if not. */
  private plainCell(b: Uint8Array, v: number, vEnd: number, column: number): boolean {
    const type = SheetScanner.kind(b);
    if (type === 'other') return false;
    const byNumber = column === this.tailColumn;
    const wanted = byNumber || (this.tailColumn < 0 && this.sink.wants(column));
    if (type === 's') {
      let index = vEnd === v ? -1 : 0;
      for (let i = v; i < vEnd && index >= 0; i++) {
        const c = b[i] as number;
        index = c >= 48 && c <= 57 && i - v < 9 ? index * 10 + (c - 48) : -1;
      }
      if (this.shared.isEmpty(index)) return true;
      this.hasText = true;
      if (byNumber) this.rowTail = this.shared.tail(index);
      else if (wanted) this.row[column] = this.shared.get(index) ?? '';
      return true;
    }
    let from = v;
    let to = vEnd;
    while (from < to && isSpace(b[from] as number)) from++;
    while (to > from && isSpace(b[to - 1] as number)) to--;
    if (from === to) return true;
    this.hasText = true;
    if (byNumber) this.rowTail = numberCellTail(b, from, to);
    else if (wanted) this.row[column] = numberCellText(text(b, from, to));
    return true;
  }

  /** Any other cell: its content read by the general tokenizer. */
  private cell(b: Uint8Array, gt: number, end: number, column: number): void {
    const byNumber = column === this.tailColumn;
    const wanted = byNumber || (this.tailColumn < 0 && this.sink.wants(column));
    const content = slowContent(b, gt + 1, end);
    const kind = typeAt < 0 ? 'n' : text(b, typeAt, typeEnd);
    let value: string;
    switch (kind) {
      case 's':
        value = this.shared.get(Number(content.value)) ?? '';
        break;
      case 'inlineStr':
        value = content.inline;
        break;
      case 'str':
        value = decodeEntities(content.value);
        break;
      case 'n': {
        const number = content.value.trim();
        value = number === '' ? '' : numberCellText(number);
        break;
      }
      default:
        // Booleans, errors and dates are never a mobile number or a message.
        value = '';
    }
    if (value === '') return;
    this.hasText = true;
    if (byNumber) this.rowTail = mobileTail(value);
    else if (wanted) this.row[column] = value;
  }
}
