// The writers of the user's exports, streamed to a file row batch by row batch so that a million rows
// never sit in memory: csv as Excel on Persian Windows opens it (UTF-8 with a BOM, CRLF, quoted where
// needed) and xlsx (a zip whose sheet is deflated as it is written, its strings inline). A text cell
// that begins with = + - or @ is never a formula: csv prefixes it with a single quote, xlsx writes it
// as a string (xlsx has no formulas here at all).
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export type Cell = string | number | null;

export interface SheetWriter {
  /** One batch of rows (the header is the first row written). */
  write(rows: readonly (readonly Cell[])[]): Promise<void>;
  /** Ends the file; answers its size in bytes. */
  finish(): Promise<number>;
  /** Stops without finishing (the caller removes the file). */
  abort(): void;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A csv cell: formula-like text gets a leading quote; quoted when it holds a comma, quote or line break. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Resolves when the stream can take more (backpressure), or rejects if it failed meanwhile. */
async function drained(stream: NodeJS.WritableStream & { writableNeedDrain?: boolean }) {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

async function closeFile(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'close');
}

export function csvWriter(path: string): SheetWriter {
  const out = createWriteStream(path);
  let size = 3;
  out.write(Buffer.from([0xef, 0xbb, 0xbf]));
  return {
    async write(rows) {
      let chunk = '';
      for (const row of rows) chunk += csvLine(row);
      const bytes = Buffer.from(chunk, 'utf8');
      size += bytes.length;
      out.write(bytes);
      await drained(out);
    },
    async finish() {
      await closeFile(out);
      return size;
    },
    abort: () => out.destroy(),
  };
}

// ---- xlsx ----

// Characters XML 1.0 cannot hold at all (control characters but tab and line breaks, lone surrogates).
const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_SPECIAL = /[&<>]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function xmlText(value: string): string {
  return value.replace(XML_INVALID, '').replace(XML_SPECIAL, (c) => XML_ENTITIES[c] as string);
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One row of the sheet; text is always an inline string, so nothing in it is ever a formula. */
export function xlsxRow(rowNumber: number, cells: readonly Cell[], columns: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (cell === null || cell === undefined || cell === '') continue;
    const ref = `${columns[i] ?? columnName(i)}${rowNumber}`;
    if (typeof cell === 'number' && Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
    else
      xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(cell))}</t></is></c>`;
  }
  return `${xml}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const staticParts = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetName).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Tahoma"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
  ],
];

type Entry = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** The local header of an entry; with `descriptor` its crc and sizes follow its data instead. */
function localHeader(entry: Entry, descriptor: boolean): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  // bit 3: sizes in a data descriptor; bit 11: the name is UTF-8.
  header.writeUInt16LE((descriptor ? 0x08 : 0) | 0x800, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(descriptor ? 0 : entry.crc, 14);
  header.writeUInt32LE(descriptor ? 0 : entry.compressed, 18);
  header.writeUInt32LE(descriptor ? 0 : entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Entry, descriptor: boolean): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE((descriptor ? 0x08 : 0) | 0x800, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/** The largest sizes a zip without its 64-bit extension holds. */
const ZIP32_MAX = 0xffffffff;

export type XlsxOptions = { sheetName: string; columnWidths?: readonly number[]; level?: number };

/** An xlsx whose one sheet (right to left, header row frozen) is deflated as rows arrive. */
export function xlsxWriter(path: string, options: XlsxOptions): SheetWriter {
  const out = createWriteStream(path);
  const entries: { entry: Entry; descriptor: boolean }[] = [];
  let offset = 0;
  const put = (bytes: Buffer) => {
    offset += bytes.length;
    out.write(bytes);
  };
  for (const [name, xml] of staticParts(options.sheetName)) {
    const data = Buffer.from(xml, 'utf8');
    const compressed = deflateRawSync(data);
    const entry = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(data),
      compressed: compressed.length,
      size: data.length,
      offset,
    };
    put(localHeader(entry, false));
    put(compressed);
    entries.push({ entry, descriptor: false });
  }

  const sheet: Entry = {
    name: Buffer.from('xl/worksheets/sheet1.xml'),
    crc: 0,
    compressed: 0,
    size: 0,
    offset,
  };
  put(localHeader(sheet, true));
  const deflate = createDeflateRaw({ level: options.level ?? 4 });
  let failed: Error | null = null;
  const fail = (error: Error) => {
    failed ??= error;
  };
  deflate.on('error', fail);
  out.on('error', fail);
  deflate.on('data', (chunk: Buffer) => {
    sheet.compressed += chunk.length;
    offset += chunk.length;
    if (!out.write(chunk)) {
      deflate.pause();
      out.once('drain', () => deflate.resume());
    }
  });
  const columns = Array.from({ length: 26 }, (_, i) => columnName(i));
  let rowNumber = 0;
  const feed = async (xml: string) => {
    const bytes = Buffer.from(xml, 'utf8');
    sheet.crc = crc32(bytes, sheet.crc);
    sheet.size += bytes.length;
    if (sheet.size > ZIP32_MAX) throw new Error('sheet larger than a zip32 entry');
    if (!deflate.write(bytes)) await once(deflate, 'drain');
    if (failed) throw failed;
  };
  const widths = options.columnWidths ?? [];
  const cols = widths.length
    ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : '';
  const started = feed(
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView rightToLeft="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>`,
  );

  return {
    async write(rows) {
      await started;
      let xml = '';
      for (const row of rows) xml += xlsxRow(++rowNumber, row, columns);
      await feed(xml);
    },
    async finish() {
      await started;
      await feed('</sheetData></worksheet>');
      const ended = once(deflate, 'end');
      deflate.end();
      await ended;
      if (failed) throw failed;
      if (sheet.compressed > ZIP32_MAX || offset > ZIP32_MAX) throw new Error('file larger than zip32');
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(sheet.crc, 4);
      descriptor.writeUInt32LE(sheet.compressed, 8);
      descriptor.writeUInt32LE(sheet.size, 12);
      put(descriptor);
      entries.push({ entry: sheet, descriptor: true });
      const directoryAt = offset;
      for (const { entry, descriptor: d } of entries) put(centralHeader(entry, d));
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - directoryAt, 12);
      end.writeUInt32LE(directoryAt, 16);
      put(end);
      await closeFile(out);
      return offset;
    },
    abort() {
      deflate.destroy();
      out.destroy();
    },
  };
}
