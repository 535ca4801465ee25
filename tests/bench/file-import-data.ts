// The benchmark's files: 1,000,000 records each, csv (BOM, CRLF, a name and a mobile column), txt (one
// number per line) and xlsx written by SheetJS with a shared strings table. Some numbers are written in
// Persian or Arabic digits, some stored as numbers (the leading zero dropped), a few are invalid or repeated.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

function mobile(i: number): string {
  const latin = `09${String(120000000 + i).padStart(9, '0')}`;
  if (i % 101 === 0) return '0912';
  if (i % 97 === 0) return `09${String(120000000 + i - 1).padStart(9, '0')}`;
  if (i % 10 === 3) return latin.replace(/\d/g, (d) => PERSIAN[Number(d)] as string);
  if (i % 10 === 7) return latin.replace(/\d/g, (d) => ARABIC[Number(d)] as string);
  return latin;
}

export async function writeBenchFiles(dir: string, rows: number) {
  const csv: string[] = ['\ufeffنام,موبایل'];
  const txt: string[] = [];
  const aoa: (string | number)[][] = [['نام', 'موبایل']];
  for (let i = 0; i < rows; i++) {
    const m = mobile(i);
    csv.push(`کاربر ${i},${m}`);
    txt.push(m);
    // One in five stored as a number, as Excel does when a column is typed in as numbers.
    aoa.push([`کاربر ${i}`, i % 5 === 1 ? Number(m) : m]);
  }
  const out = [
    { kind: 'csv', data: `${csv.join('\r\n')}\r\n` },
    { kind: 'txt', data: `${txt.join('\n')}\n` },
  ].map(({ kind, data }) => {
    const bytes = Buffer.from(data);
    writeFileSync(join(dir, `${kind}-file.${kind}`), bytes);
    return { kind, bytes: bytes.length };
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
  const xlsx = XLSX.write(book, {
    type: 'buffer',
    bookType: 'xlsx',
    bookSST: true,
    compression: true,
  }) as Buffer;
  writeFileSync(join(dir, 'xlsx-file.xlsx'), xlsx);
  out.push({ kind: 'xlsx', bytes: xlsx.length });
  return out;
}
