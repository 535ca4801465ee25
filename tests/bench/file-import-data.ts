// The benchmark's files: a million records of the kind users upload, not a generated
// sequence. Three columns (name, mobile, city); numbers random (a seeded generator, so every run and
// machine reads the same files), written every way people write them (09…, 9…, +98…, 0098…, 98…,
// with spaces or dashes, Persian or Arabic digits, some cells stored as numbers); about 3 % repeats
// (often in another spelling) and 3 % invalid entries. Written by each producer users have:
// - csv as Excel saves 'CSV UTF-8' (BOM, CRLF), and txt (one number per line);
// - xlsx by exceljs, as Excel writes it (shared strings, `<c r=".." s=".." t="s">`, numbers in `<v>`);
// - xlsx and xls by LibreOffice (soffice --convert-to from the csv; skipped, and said so, when
//   LibreOffice is not installed). The xls format holds at most 65,536 rows, so that file is cut there;
// - an xlsx shaped like Google Sheets' download (see writeSheetsLike for what is approximated).
// The files are cached under tests/bench/.cache (gitignored), keyed by a version and the row count
// (delete the folder to reclaim the space).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/** Bump when the data or a writer changes, so stale cached files are not measured. */
const DATA_VERSION = 1;
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const FIRST = [
  'علی',
  'محمد',
  'زهرا',
  'فاطمه',
  'حسین',
  'مریم',
  'رضا',
  'سارا',
  'امیر',
  'نرگس',
  'مهدی',
  'الهام',
];
const LAST = ['احمدی', 'محمدی', 'حسینی', 'رضایی', 'کریمی', 'موسوی', 'جعفری', 'قاسمی', 'صادقی', 'نوری'];
const CITIES = ['تهران', 'مشهد', 'اصفهان', 'شیراز', 'تبریز', 'کرج', 'اهواز', 'قم', 'رشت', 'کرمان', 'یزد'];
const PREFIXES = [
  910, 911, 912, 913, 914, 915, 919, 901, 902, 903, 905, 930, 933, 935, 936, 937, 938, 939, 990, 991, 921,
  922,
];

export interface Producer {
  /** What wrote the file, as the table shows it. */
  name: string;
  file: string;
  bytes: number;
  rows: number;
}

/** mulberry32: a small seeded generator, the same sequence everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const inScript = (s: string, digits: string) => s.replace(/\d/g, (d) => digits[Number(d)] as string);

/** One row: a name, the mobile (a string as typed, or a number as a spreadsheet stores it) and a city. */
export type Row = [string, string | number, string];

export function generateRows(count: number): Row[] {
  const next = random(20_251_107);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const rows: Row[] = [];
  const earlier: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = next();
    // Ten digits 9XXXXXXXXX; about 3 % repeat an earlier number.
    const ten =
      r < 0.03 && earlier.length > 0
        ? (earlier[Math.floor(next() * earlier.length)] as string)
        : `${pick(PREFIXES)}${String(Math.floor(next() * 10_000_000)).padStart(7, '0')}`;
    if (earlier.length < 200_000) earlier.push(ten);
    else earlier[Math.floor(next() * earlier.length)] = ten;
    const f = next();
    let mobile: string | number;
    if (f < 0.3) mobile = `0${ten}`;
    else if (f < 0.36) mobile = ten;
    else if (f < 0.44) mobile = `+98${ten}`;
    else if (f < 0.49) mobile = `0098${ten}`;
    else if (f < 0.53) mobile = `98${ten}`;
    else if (f < 0.6) mobile = `0${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`;
    else if (f < 0.65) mobile = `0${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
    else if (f < 0.69) mobile = `+98 ${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`;
    else if (f < 0.77) mobile = inScript(`0${ten}`, PERSIAN);
    else if (f < 0.8) mobile = inScript(`0${ten}`, ARABIC);
    else if (f < 0.97)
      mobile = Number(ten); // typed into a spreadsheet: stored as 9XXXXXXXXX
    else {
      // Invalid: a landline, a number cut short, a word, a number one digit too long.
      const kind = Math.floor(next() * 4);
      mobile =
        kind === 0
          ? `021${String(Math.floor(next() * 1e8)).padStart(8, '0')}`
          : kind === 1
            ? `0${ten.slice(0, 7)}`
            : kind === 2
              ? 'ندارد'
              : `0${ten}${Math.floor(next() * 10)}`;
    }
    rows.push([`${pick(FIRST)} ${pick(LAST)}`, mobile, pick(CITIES)]);
  }
  return rows;
}

const HEADER: Row = ['نام', 'موبایل', 'شهر'];

function csvCell(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function writeDelimited(dir: string, rows: readonly Row[]): Producer[] {
  const csv = [`\ufeff${HEADER.join(',')}`];
  const txt: string[] = [];
  for (const row of rows) {
    csv.push(row.map(csvCell).join(','));
    txt.push(String(row[1]));
  }
  const out: Producer[] = [];
  for (const [name, file, text] of [
    ['csv (Excel: BOM, CRLF)', 'excel.csv', `${csv.join('\r\n')}\r\n`],
    ['txt (a number per line)', 'numbers.txt', `${txt.join('\n')}\n`],
  ] as const) {
    const bytes = Buffer.from(text);
    writeFileSync(join(dir, file), bytes);
    out.push({ name, file, bytes: bytes.length, rows: rows.length });
  }
  return out;
}

async function writeExceljs(dir: string, rows: readonly Row[]): Promise<Producer> {
  const { default: ExcelJS } = await import('exceljs');
  const file = join(dir, 'exceljs.xlsx');
  // The streaming writer with shared strings and styles: the parts and cell shapes Excel writes.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(HEADER).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return {
    name: 'xlsx by exceljs (as Excel)',
    file: 'exceljs.xlsx',
    bytes: statSync(file).size,
    rows: rows.length,
  };
}

function soffice(): string | null {
  for (const name of ['soffice', 'libreoffice']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}

/** LibreOffice converts the csv (UTF-8, comma, as its CSV import would on opening it). */
function writeLibreOffice(dir: string, rows: number, binary: string): Producer[] {
  const out: Producer[] = [];
  const profile = resolve(dir, 'lo-profile');
  for (const [format, filter, name] of [
    ['xlsx', 'Calc Office Open XML', 'xlsx by LibreOffice'],
    ['xls', 'MS Excel 97', 'xls by LibreOffice (65,536 rows at most)'],
  ] as const) {
    const target = join(dir, `libreoffice.${format}`);
    const work = join(dir, `lo-${format}`);
    mkdirSync(work, { recursive: true });
    const result = spawnSync(
      binary,
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        // 44 = comma, 34 = quote, 76 = UTF-8, from line 1.
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        `${format}:${filter}`,
        '--outdir',
        work,
        join(dir, 'excel.csv'),
      ],
      { encoding: 'utf8', timeout: 30 * 60_000 },
    );
    const written = join(work, `excel.${format}`);
    if (result.status !== 0 || !existsSync(written)) {
      console.log(`  LibreOffice could not write the ${format}: ${result.stderr || result.error}`);
      continue;
    }
    renameSync(written, target);
    rmSync(work, { recursive: true, force: true });
    out.push({
      name,
      file: `libreoffice.${format}`,
      bytes: statSync(target).size,
      rows: format === 'xls' ? Math.min(rows, 65_535) : rows,
    });
  }
  return out;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A zip of deflated entries (what every spreadsheet writer makes), from names and contents. */
function zip(entries: [string, string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    const packed = deflateRawSync(data, { level: 6 });
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(packed.length, 20);
    head.writeUInt32LE(data.length, 24);
    head.writeUInt16LE(nameBytes.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(head, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * An xlsx with the structure of Google Sheets' "Download → xlsx": every cell styled (`s=".."`),
 * strings shared (`t="s"`, `<si><t xml:space="preserve">`), numbers as plain `<v>`, rows as bare
 * `<row r="n">`, no spans, the sheetFormatPr and x14ac namespaces Sheets declares. Approximated from
 * files Sheets writes: the styles part is minimal and the exact attribute set of its root elements
 * may differ; the cell and string shapes, which decide the reader's speed, are the ones Sheets uses.
 */
function writeSheetsLike(dir: string, rows: readonly Row[]): Producer {
  const strings = new Map<string, number>();
  const shared = (s: string) => {
    let index = strings.get(s);
    if (index === undefined) {
      index = strings.size;
      strings.set(s, index);
    }
    return index;
  };
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:mx="http://schemas.microsoft.com/office/mac/excel/2008/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:mv="urn:schemas-microsoft-com:mac:vml" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"><sheetPr><outlinePr summaryBelow="0" summaryRight="0"/></sheetPr><sheetViews><sheetView workbookViewId="0" rightToLeft="1"/></sheetViews><sheetFormatPr customHeight="1" defaultColWidth="12.63" defaultRowHeight="15.75"/><sheetData>',
  ];
  const cells = ['A', 'B', 'C'];
  [HEADER, ...rows].forEach((row, r) => {
    let xml = `<row r="${r + 1}">`;
    row.forEach((value, c) => {
      const ref = `${cells[c]}${r + 1}`;
      xml +=
        typeof value === 'number'
          ? `<c r="${ref}" s="2"><v>${value}</v></c>`
          : `<c r="${ref}" s="1" t="s"><v>${shared(value)}</v></c>`;
    });
    parts.push(`${xml}</row>`);
  });
  parts.push('</sheetData><drawing r:id="rId1"/></worksheet>');
  const sst = [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.size}" uniqueCount="${strings.size}">`,
  ];
  for (const s of strings.keys()) sst.push(`<si><t xml:space="preserve">${xmlEscape(s)}</t></si>`);
  sst.push('</sst>');
  const ns = 'http://schemas.openxmlformats.org';
  const bytes = zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="${ns}/package/2006/content-types"><Default ContentType="application/vnd.openxmlformats-package.relationships+xml" Extension="rels"/><Default ContentType="application/xml" Extension="xml"/><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml" PartName="/xl/workbook.xml"/><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml" PartName="/xl/worksheets/sheet1.xml"/><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml" PartName="/xl/sharedStrings.xml"/><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml" PartName="/xl/styles.xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><workbookPr/><sheets><sheet state="visible" name="Sheet1" sheetId="1" r:id="rId3"/></sheets><definedNames/><calcPr/></workbook>`,
    ],
    [
      'xl/styles.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${ns}/spreadsheetml/2006/main"><fonts count="1"><font><sz val="10.0"/><name val="Arial"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="lightGray"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf borderId="0" fillId="0" fontId="0" numFmtId="0" applyAlignment="1" applyFont="1"/></cellStyleXfs><cellXfs count="3"><xf borderId="0" fillId="0" fontId="0" numFmtId="0" xfId="0"/><xf borderId="0" fillId="0" fontId="0" numFmtId="0" xfId="0" applyAlignment="1"/><xf borderId="0" fillId="0" fontId="0" numFmtId="1" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle xfId="0" name="Normal" builtinId="0"/></cellStyles></styleSheet>`,
    ],
    ['xl/sharedStrings.xml', sst.join('')],
    ['xl/worksheets/sheet1.xml', parts.join('')],
  ]);
  writeFileSync(join(dir, 'sheets.xlsx'), bytes);
  return {
    name: 'xlsx shaped as Google Sheets',
    file: 'sheets.xlsx',
    bytes: bytes.length,
    rows: rows.length,
  };
}

/** The producers' files for `rows` records in `root`, written once and then taken from the cache. */
export async function benchFiles(root: string, rows: number): Promise<Producer[]> {
  const key = `v${DATA_VERSION}-${rows}`;
  const dir = join(root, key);
  const manifest = join(dir, 'manifest.json');
  let producers: Producer[];
  if (existsSync(manifest)) producers = JSON.parse(readFileSync(manifest, 'utf8')) as Producer[];
  else {
    mkdirSync(dir, { recursive: true });
    console.log(`  generating ${rows.toLocaleString('en')} records…`);
    const data = generateRows(rows);
    producers = [...writeDelimited(dir, data), await writeExceljs(dir, data), writeSheetsLike(dir, data)];
    writeFileSync(manifest, JSON.stringify(producers, null, 2));
  }
  const lo = soffice();
  if (!lo) {
    console.log('  LibreOffice (soffice) is not installed: its xlsx and xls are skipped');
    return producers
      .filter((p) => !p.file.startsWith('libreoffice'))
      .map((p) => ({ ...p, file: join(dir, p.file) }));
  }
  if (!producers.some((p) => p.file.startsWith('libreoffice'))) {
    console.log('  LibreOffice is converting the csv (some minutes, once)…');
    producers.push(...writeLibreOffice(dir, rows, lo));
    writeFileSync(manifest, JSON.stringify(producers, null, 2));
  }
  return producers.map((p) => ({ ...p, file: join(dir, p.file) }));
}
