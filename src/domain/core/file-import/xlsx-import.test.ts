import { describe, expect, it } from 'vitest';
import { lowRatioBombXlsx, zerosBombXlsx } from '../../../../tests/tools/hostile-files.ts';
import {
  type CellInput,
  ChunkedSource,
  sharedStringsXml,
  sheetXml,
  writeXlsx,
  writeZip,
} from '../../../../tests/tools/zip-writer.ts';
import { FileImportError } from './errors.ts';
import { fileImportMessages } from './file-import.messages.ts';
import { parseFile } from './parse-file.ts';
import { mobileTail, RecordCollector } from './record-collector.ts';
import { columnAt, mobileTailOfBytes, SharedStringBytes } from './sheet-scanner.ts';
import { type FileImportErrorCode, numberList } from './types.ts';
import { numberCellText } from './xlsx-cells.ts';
import { parseXlsx } from './xlsx-import.ts';
import { DEFAULT_INFLATE_LIMITS } from './zip-reader.ts';

async function codeOf(promise: Promise<unknown>): Promise<FileImportErrorCode | string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

describe('parseFile: xlsx', () => {
  it('reads shared strings, inline strings and numbers, and finds the column by header', async () => {
    const bytes = await writeXlsx([
      ['نام', 'موبایل', 'فعال'],
      ['علی', '۰۹۱۲۱۲۳۴۵۶۷', { b: true }],
      ['سارا', { inline: '٠٩٣٥١٢٣٤٥٦٧' }, null],
      ['رضا', { n: '9131234567' }, null],
      ['مینا', { n: '9.14123456E9' }, null],
      ['نادر', { n: '989151234567' }, null],
      ['بد', { n: '12.5' }, null],
      [null, { b: false }, null],
    ]);
    const result = await parseFile(blob(bytes), { mode: 'numbers' });
    expect(result).toMatchObject({
      total: 6,
      validCount: 5,
      invalidCount: 1,
      column: { index: 1, header: 'موبایل', by: 'header' },
    });
    expect(numberList(result)).toEqual([
      '989121234567',
      '989351234567',
      '989131234567',
      '989141234560',
      '989151234567',
    ]);
  });

  it('counts blank mobile cells apart from invalid ones, before and after the columns are decided', async () => {
    // 120 records, past the sample rows, so the later ones go through the by-number path.
    const rows: CellInput[][] = [['نام', 'موبایل']];
    for (let i = 0; i < 120; i++) {
      const kind = i % 4;
      const mobile: CellInput =
        kind === 0 ? { n: String(9120000000 + i) } : kind === 1 ? null : kind === 2 ? '   ' : 'نامعلوم';
      rows.push([`مشترک ${i}`, mobile]);
    }
    rows.push([null, null]);
    const result = await parseFile(blob(await writeXlsx(rows)), { mode: 'numbers' });
    expect(result).toMatchObject({ total: 120, validCount: 30, invalidCount: 30, emptyCount: 60 });
  });

  it('brings numbers stored as numbers back with their leading zero, E-notation included', () => {
    expect(numberCellText('9123456789')).toBe('09123456789');
    expect(numberCellText('9.123456789E9')).toBe('09123456789');
    expect(numberCellText('9.123456789E+9')).toBe('09123456789');
    expect(numberCellText('9123456789.0')).toBe('09123456789');
    expect(numberCellText('989123456789')).toBe('989123456789');
    expect(numberCellText('1.5')).toBe('1.5');
    expect(numberCellText('1E30')).toBe('1E30');
    const ascii = (s: string) => new TextEncoder().encode(s);
    expect(columnAt(ascii('A1'), 0)).toBe(0);
    expect(columnAt(ascii(' r="AB7"'), 4)).toBe(27);
    expect(columnAt(ascii('12'), 0)).toBe(-1);
  });

  it('decodes Persian digits split across chunk boundaries in shared strings and inline strings', async () => {
    const bytes = await writeXlsx(
      [['شماره همراه'], ['۰۹۱۲۱۲۳۴۵۶۷'], [{ inline: '٠٩٣٥١٢٣٤٥٦٧' }], ['09121234567 ']],
      { store: true },
    );
    for (const size of [1, 3, 7, 64]) {
      const result = await parseFile(new ChunkedSource(bytes, size), { mode: 'numbers' });
      expect(numberList(result)).toEqual(['989121234567', '989351234567']);
      expect(result.duplicateCount).toBe(1);
    }
  });

  it('reads rich-text runs, entities and CDATA, and leaves phonetic runs out', async () => {
    const sst =
      '<?xml version="1.0"?><sst><si><r><t>موب</t></r><r><t>ایل</t></r><rPh><t>x</t></rPh></si>' +
      '<si><t>&#x6F0;&#1785;12&amp;</t></si><si><t><![CDATA[09121234567]]></t></si><si><t/></si></sst>';
    const sheet =
      '<worksheet><sheetData><row><c r="A1" t="s"><v>0</v></c></row>' +
      '<row><c t="s"><v>2</v></c></row><row><c r="A3" t="s"><v>1</v></c></row>' +
      '<row><c r="A4" t="str"><v>09351234567</v></c></row><row/><!-- note --></sheetData></worksheet>';
    const bytes = await writeZip([
      { name: 'xl/sharedStrings.xml', data: sst },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
    const result = await parseFile(blob(bytes), { mode: 'numbers' });
    expect(result.column.header).toBe('موبایل');
    expect(result).toMatchObject({ total: 3, validCount: 2, invalidCount: 1 });
  });

  it('takes the lowest-numbered sheet when there is no sheet1, and reads prefixed element names', async () => {
    const sheet =
      '<x:worksheet><x:sheetData><x:row><x:c r="B1" t="inlineStr"><x:is><x:t>09121234567</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>';
    const bytes = await writeZip([
      { name: 'xl/worksheets/sheet10.xml', data: '<worksheet/>' },
      { name: 'xl/worksheets/sheet2.xml', data: sheet },
    ]);
    const result = await parseFile(blob(bytes), { mode: 'numbers' });
    expect(result.column).toEqual({ index: 1, header: null, by: 'content' });
  });

  it('reads formulas, odd attribute spacing and quotes, and counts a row by any column', async () => {
    const sst =
      '<sst><si><t>نام</t></si><si><t>موبایل</t></si><si><t>علی</t></si><si><t/></si>' +
      '<si><t xml:space="preserve">09121234567</t></si></sst>';
    const sheet =
      '<worksheet><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      // A formula's cached value; single quotes and a tab; a '>' inside an attribute value.
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><f>9121234566+1</f><v>9121234567</v></c></row>' +
      "<row r='3'><c\tr='B3'\tt='s' s=\"1\"><v>4</v></c></row>" +
      '<row r="4"><c r="A4" s="2" cm="a>b" t="s"><v>2</v></c><c r="B4" t="str"><v>0935 123 4567</v></c></row>' +
      // A name without a mobile is a record without a number (blank, not invalid); an empty string is no record.
      '<row r="5"><c r="A5" t="s"><v>2</v></c></row>' +
      '<row r="6"><c r="A6" t="s"><v>3</v></c><c r="C6" t="e"><v>#N/A</v></c></row>' +
      '</sheetData></worksheet>';
    const bytes = await writeZip([
      { name: 'xl/sharedStrings.xml', data: sst, store: true },
      { name: 'xl/worksheets/sheet1.xml', data: sheet, store: true },
    ]);
    for (const size of [1, 5, 64, 4096]) {
      const result = await parseFile(new ChunkedSource(bytes, size), { mode: 'numbers' });
      expect(result).toMatchObject({
        total: 4,
        validCount: 2,
        duplicateCount: 1,
        invalidCount: 0,
        emptyCount: 1,
        column: { index: 1, header: 'موبایل', by: 'header' },
      });
      expect(numberList(result)).toEqual(['989121234567', '989351234567']);
    }
  });

  it('pairs message and mobile columns peer-to-peer', async () => {
    const bytes = await writeXlsx([
      ['mobile', 'message'],
      [{ n: '9121234567' }, 'سلام علی'],
      ['09351234567', 'سلام سارا'],
    ]);
    const result = await parseFile(blob(bytes), { mode: 'peer-to-peer' });
    if (result.mode !== 'peer-to-peer') throw new Error('mode');
    expect(numberList(result)).toEqual(['989121234567', '989351234567']);
    expect(result.messages).toEqual(['سلام علی', 'سلام سارا']);
  });

  it('reports progress in compressed bytes up to the total', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`0912${String(i).padStart(7, '0')}`]);
    const seen: [number, number][] = [];
    await parseFile(blob(await writeXlsx(rows)), {
      mode: 'numbers',
      onProgress: (l, t) => seen.push([l, t]),
    });
    const [loaded, total] = seen.at(-1) ?? [0, 0];
    expect(loaded).toBe(total);
    expect(total).toBeGreaterThan(0);
  });
});

describe('the byte readers', () => {
  it('read rows past the first ones by number alone exactly as the rows of text read them', async () => {
    // Past SAMPLE_ROWS the sheet goes by the mobile cell's number alone (the quick paths); the oracle
    // is the collector's row-of-text path, fed what each cell reads as.
    const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
    const rows: CellInput[][] = [['نام', 'موبایل']];
    for (let i = 0; i < 400; i++) {
      const local = `0912${String(10_000_000 + ((i * 7919) % 250)).slice(1)}`;
      const shapes: CellInput[] = [
        local,
        { n: local.slice(1) },
        { n: `${local.slice(1, 2)}.${local.slice(2)}E9` },
        persian(local),
        { inline: local },
        `  ${local} `,
        '',
        'ناشناس',
        { n: '12.5' },
        { b: true },
        null,
        `+98${local.slice(1)}`,
        'R&amp;D',
      ];
      rows.push([i % 11 === 0 ? null : `کاربر ${i}`, shapes[i % shapes.length] as CellInput]);
    }
    const shared: string[] = [];
    // Some cells in Excel's spelling (a style before the type) and some with odd spacing.
    const sheet = sheetXml(rows, shared)
      .replace(/<c r="(B\d*[05])" t="s">/g, '<c r="$1" s="3" t="s">')
      .replace(/<c r="(B\d*7)">/g, "<c  r='$1' >");
    const bytes = await writeZip([
      {
        name: 'xl/sharedStrings.xml',
        data: sharedStringsXml(shared).replace('R&amp;amp;D', 'R&amp;D'),
        store: true,
      },
      { name: 'xl/worksheets/sheet1.xml', data: sheet, store: true },
    ]);
    const text = (cell: CellInput | undefined): string => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'string') return cell === 'R&amp;D' ? 'R&D' : cell;
      if ('inline' in cell) return cell.inline;
      if ('n' in cell) return numberCellText(cell.n);
      return '';
    };
    const oracle = new RecordCollector('numbers');
    for (const row of rows) {
      const texts = row.map(text);
      if (texts.some((t) => t !== '')) oracle.add(texts);
    }
    const expected = oracle.finish();
    for (const size of [1, 13, 97, 4096, bytes.length]) {
      const result = await parseFile(new ChunkedSource(bytes, size), { mode: 'numbers' });
      expect(result, `chunks of ${size}`).toEqual(expected);
    }
    expect(expected.total).toBeGreaterThan(300);
    expect(expected.duplicateCount).toBeGreaterThan(0);
    expect(expected.invalidCount).toBeGreaterThan(0);
  });

  it('reads the spelling of LibreOffice and Google Sheets (styled cells, t="n", preserved strings) as the plain one', async () => {
    // Past the first rows the quick paths read these shapes; the plain spelling of the same sheet is the oracle.
    const rows: CellInput[][] = [['نام', 'موبایل', 'شهر']];
    for (let i = 0; i < 300; i++) {
      const local = `0912${String(10_000_000 + ((i * 7919) % 400)).slice(1)}`;
      const mobile: CellInput =
        i % 3 === 0 ? { n: local.slice(1) } : i % 7 === 0 ? 'ندارد' : `+98 ${local.slice(1)}`;
      rows.push([`کاربر ${i}`, mobile, i % 5 === 0 ? null : 'تهران']);
    }
    const plain = await writeXlsx(rows);
    const shared: string[] = [];
    const styled = sheetXml(rows, shared)
      .replace(
        /<row r="(\d+)">/g,
        '<row r="$1" customFormat="false" ht="12.8" hidden="false" outlineLevel="0">',
      )
      .replace(/<c r="([A-Z]+\d+)" t="s">/g, '<c r="$1" s="1" t="s">')
      .replace(
        /<c r="([A-Z]+\d+)"><v>/g,
        (_, ref: string) => `<c r="${ref}" s="${ref.length % 2 ? 0 : 12}" t="n"><v>`,
      );
    expect(styled).toContain('s="12" t="n"');
    const libreOffice = await writeZip([
      { name: 'xl/sharedStrings.xml', data: sharedStringsXml(shared) },
      { name: 'xl/worksheets/sheet1.xml', data: styled },
    ]);
    const expected = await parseFile(new ChunkedSource(plain, plain.length), { mode: 'numbers' });
    for (const size of [7, 256, libreOffice.length]) {
      expect(
        await parseFile(new ChunkedSource(libreOffice, size), { mode: 'numbers' }),
        `chunks of ${size}`,
      ).toEqual(expected);
    }
    expect(expected.validCount).toBeGreaterThan(200);
  });

  it('read a mobile from UTF-8 bytes exactly as mobileTail reads the string', () => {
    const scripts = ['0123456789', '۰۱۲۳۴۵۶۷۸۹', '٠١٢٣٤٥٦٧٨٩'];
    const cells = [
      '09121234567',
      '9121234567',
      '989121234567',
      '+989121234567',
      '00989121234567',
      '0912 123 4567',
      '0912-123-4567',
      '0812123456',
      '091212345678',
      '98912123456',
      '0912',
      '',
      ' 09121234567',
      '99121234567',
      '9891212345678',
      '1e9',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '٠٩٣٥١٢٣٤٥٦٧',
      '09۱۲1234٥67',
      'abc',
    ];
    for (const cell of cells) {
      for (const script of scripts) {
        const written = cell.replace(/\d/g, (d) => script[Number(d)] as string);
        const bytes = new TextEncoder().encode(`<${written}>`);
        expect(mobileTailOfBytes(bytes, 1, bytes.length - 1), written).toBe(mobileTail(written));
      }
    }
  });

  it('keep shared strings as bytes: text, empty strings and numbers come back', () => {
    const table = new SharedStringBytes();
    for (let i = 0; i < 5000; i++) table.addString(i % 3 === 0 ? '' : `کاربر ${i}`);
    table.addString('۰۹۱۲۱۲۳۴۵۶۷');
    expect(table.size).toBe(5001);
    expect(table.get(1)).toBe('کاربر 1');
    expect(table.get(4999)).toBe('کاربر 4999');
    expect(table.isEmpty(3)).toBe(true);
    expect(table.isEmpty(4)).toBe(false);
    expect(table.isEmpty(99_999)).toBe(true);
    expect(table.get(-1)).toBeUndefined();
    expect(table.tail(5000)).toBe(121_234_567);
    expect(table.tail(1)).toBe(-1);
  });
});

describe('parseFile: refused xlsx', () => {
  const good = () =>
    writeXlsx([['mobile'], ...Array.from({ length: 300 }, (_, i) => [`0912${String(i).padStart(7, '0')}`])]);

  it('refuses a truncated file (cut anywhere) as damaged, without hanging', async () => {
    const bytes = await good();
    for (const cut of [10, 100, Math.floor(bytes.length / 2), bytes.length - 30, bytes.length - 1]) {
      expect(await codeOf(parseFile(blob(bytes.slice(0, cut)), { mode: 'numbers' }))).toBe('damaged');
    }
  });

  it('refuses malformed archives and XML: bad central directory, corrupt deflate data, cut XML', async () => {
    const bytes = await good();
    const badCentral = bytes.slice();
    const view = new DataView(badCentral.buffer);
    const cdOffset = view.getUint32(badCentral.length - 6, true);
    view.setUint32(cdOffset, 0x12345678, true);
    expect(await codeOf(parseFile(blob(badCentral), { mode: 'numbers' }))).toBe('damaged');

    const badData = bytes.slice();
    for (let i = 200; i < 400; i++) badData[i] = 0xff;
    expect(['damaged', 'invalid-format']).toContain(
      await codeOf(parseFile(blob(badData), { mode: 'numbers' })),
    );

    const cutXml = await writeZip([
      { name: 'xl/worksheets/sheet1.xml', data: '<worksheet><sheetData><row><c t="s' },
    ]);
    expect(await codeOf(parseFile(blob(cutXml), { mode: 'numbers' }))).toBe('damaged');

    const unknownMethod = await writeZip([
      { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>', store: true },
    ]);
    new DataView(unknownMethod.buffer).setUint16(unknownMethod.length - 22 - 46 - 24 + 10, 12, true);
    expect(await codeOf(parseFile(blob(unknownMethod), { mode: 'numbers' }))).toBe('damaged');

    expect(await codeOf(parseFile(blob(new Uint8Array([0x50, 0x4b, 5, 6, 0, 0])), { mode: 'numbers' }))).toBe(
      'damaged',
    );
  });

  it('refuses a zip that holds no worksheet (a docx, a zipped folder) as invalid format', async () => {
    const docx = await writeZip([{ name: 'word/document.xml', data: '<document/>' }]);
    expect(await codeOf(parseFile(blob(docx), { mode: 'numbers' }))).toBe('invalid-format');
  });

  it('refuses a password-protected file: zip entries flagged encrypted, and Excel’s encrypted container', async () => {
    const flagged = await writeZip([
      { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>', encrypted: true },
    ]);
    expect(await codeOf(parseFile(blob(flagged), { mode: 'numbers' }))).toBe('password-protected');
    expect(
      await codeOf(
        parseFile(blob(compoundFile(['Root Entry', 'EncryptionInfo', 'EncryptedPackage'])), {
          mode: 'numbers',
        }),
      ),
    ).toBe('password-protected');
    // A compound file whose FAT is missing is read as an .xls, and found damaged.
    expect(await codeOf(parseFile(blob(compoundFile(['Root Entry', 'Workbook'])), { mode: 'numbers' }))).toBe(
      'damaged',
    );
  });

  it('refuses a zip bomb early: by its declared size, by the inflated total, and by the ratio', async () => {
    const limits = { maxTotalBytes: 1024 * 1024 * 1024, maxRatio: 250, ratioFloorBytes: 1024 * 1024 };
    const sheet = `<worksheet><sheetData>${'<row/>'.repeat(10)}</sheetData></worksheet>`;
    const declared = await writeZip([
      { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: 0xfffffff0 },
    ]);
    expect(
      await codeOf(parseXlsx(blob(declared), { mode: 'numbers' }, { ...limits, maxTotalBytes: 1000 })),
    ).toBe('too-large');
    // 8 MB of zeros deflate to about 8 KB, a thousand to one; the headers lie that it is 100 bytes.
    const bomb = await writeZip([
      { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(8 << 20), declaredSize: 100 },
    ]);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await codeOf(parseXlsx(blob(bomb), { mode: 'numbers' }, limits))).toBe('too-large');
    const noRatio = { ...limits, maxRatio: 1e6, maxTotalBytes: 4 << 20 };
    expect(await codeOf(parseXlsx(blob(bomb), { mode: 'numbers' }, noRatio))).toBe('too-large');
  });

  it('refuses a real-sized zip bomb with the default limits, in seconds and not gigabytes', async () => {
    const bomb = await writeZip([
      { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(40 << 20), declaredSize: 100 },
    ]);
    const started = performance.now();
    expect(await codeOf(parseFile(blob(bomb), { mode: 'numbers' }))).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('refuses a bomb under the per-entry ratio by the whole file’s budget: a hundred times its size', async () => {
    // 80 MB of spaces with a letter every 300 bytes deflate about 110 to 1: each entry's ratio passes.
    const bomb = lowRatioBombXlsx(80);
    expect(bomb.length).toBeLessThan(1 << 20);
    expect(await codeOf(parseFile(blob(bomb), { mode: 'numbers' }))).toBe('too-large');
    // The same budget lets a small file inflate to its floor (64 MB) whatever its ratio.
    expect(await codeOf(parseFile(blob(lowRatioBombXlsx(8)), { mode: 'numbers' }))).toBe('empty');
  }, 30_000);

  it('refuses a deflated run of zeros (a zip bomb) with the default limits', async () => {
    const bomb = zerosBombXlsx(96);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await codeOf(parseFile(blob(bomb), { mode: 'numbers' }))).toBe('too-large');
  }, 30_000);

  it('refuses a shared strings table past its count or its bytes, before holding it', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [`0912${String(1000000 + i)}`, `متن شماره ${i}`]);
    const bytes = await writeXlsx(rows);
    const inflate = DEFAULT_INFLATE_LIMITS;
    expect(
      await codeOf(
        parseXlsx(blob(bytes), { mode: 'numbers' }, inflate, { maxStrings: 99, maxBytes: 1 << 20 }),
      ),
    ).toBe('too-many-strings');
    expect(
      await codeOf(
        parseXlsx(blob(bytes), { mode: 'numbers' }, inflate, { maxStrings: 1000, maxBytes: 1000 }),
      ),
    ).toBe('too-many-strings');
    const within = await parseXlsx(blob(bytes), { mode: 'numbers' }, inflate, {
      maxStrings: 100,
      maxBytes: 1 << 20,
    });
    expect(within.validCount).toBe(50);
    expect(fileImportMessages['too-many-strings']).toMatch(/اکسل/);
  });

  it('refuses a cell past Excel’s last column (XFD) instead of widening every row to it', async () => {
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1"><v>09121234567</v></c><c r="XFE1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`;
    const bytes = await writeZip([{ name: 'xl/worksheets/sheet1.xml', data: sheet }]);
    expect(await codeOf(parseFile(blob(bytes), { mode: 'keyword' }))).toBe('damaged');
    const last = sheet.replace('XFE1', 'XFD1');
    const fine = await parseFile(blob(await writeZip([{ name: 'xl/worksheets/sheet1.xml', data: last }])), {
      mode: 'numbers',
    });
    expect(fine.validCount).toBe(1);
  });

  it('refuses a file over a million records in the sheet', async () => {
    const rows = Array.from(
      { length: 1_000_002 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${9120000000 + i}</v></c></row>`,
    );
    const bytes = await writeZip([
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`,
      },
    ]);
    expect(await codeOf(parseFile(blob(bytes), { mode: 'numbers' }))).toBe('too-many-records');
  }, 60_000);
});

/** A compound file (D0 CF 11 E0) whose first directory sector names these streams. */
function compoundFile(names: readonly string[]): Uint8Array {
  const bytes = new Uint8Array(512 * 3);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const view = new DataView(bytes.buffer);
  view.setUint16(30, 9, true); // 512-byte sectors
  view.setUint32(48, 0, true); // the directory starts at sector 0, right after the header
  names.forEach((name, i) => {
    const at = 512 + i * 128;
    for (let c = 0; c < name.length; c++) view.setUint16(at + c * 2, name.charCodeAt(c), true);
    view.setUint16(at + 64, (name.length + 1) * 2, true);
  });
  return bytes;
}

describe('detach', () => {
  it('copies long strings and keeps short ones', async () => {
    const { detach } = await import('./detach.ts');
    const long = 'x'.repeat(40).slice(5);
    expect(detach(long)).toBe(long);
    expect(detach('short')).toBe('short');
  });
});
