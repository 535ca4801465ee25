// The comparison: SheetJS (`xlsx` from npm, a benchmark-only dependency, never shipped) reads the whole
// file, then the same collector as ours finds the column, normalises and de-duplicates.
import * as XLSX from 'xlsx';
import { RecordCollector } from '../../../src/domain/core/file-import/record-collector.ts';
import type { NumbersImport } from '../../../src/domain/core/file-import/types.ts';

self.onmessage = async ({ data }: MessageEvent<Blob>) => {
  try {
    const workbook = XLSX.read(new Uint8Array(await data.arrayBuffer()), {
      type: 'array',
      dense: true,
      raw: true,
    });
    const sheet = workbook.Sheets[workbook.SheetNames[0] as string] as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: false,
    });
    const collector = new RecordCollector('numbers');
    for (const row of rows) collector.add(row.map(String));
    const { tails: _tails, ...counts } = collector.finish() as NumbersImport;
    self.postMessage({ result: counts });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
