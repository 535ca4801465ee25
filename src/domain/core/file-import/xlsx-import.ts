// xlsx: the shared strings table first, then the first worksheet, each inflated and scanned
// as a stream. Only the strings table is held (as strings); the sheet's XML passes through.
import { FileImportError } from './errors.ts';
import { collectorFor } from './keyword-collector.ts';
import {
  DEFAULT_SHARED_STRING_LIMITS,
  SharedStringBytes,
  type SharedStringLimits,
  SharedStringsScanner,
  SheetScanner,
} from './sheet-scanner.ts';
import type { ByteSource, FileImport, ParseOptions } from './types.ts';
import {
  DEFAULT_INFLATE_LIMITS,
  InflateBudget,
  type InflateLimits,
  readCentralDirectory,
  readEntry,
  type ZipEntry,
} from './zip-reader.ts';

function findEntry(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  return entries.find((entry) => entry.name.toLowerCase() === name);
}

/** sheet1.xml when present, else the lowest-numbered worksheet. */
export function firstSheet(entries: readonly ZipEntry[]): ZipEntry | undefined {
  const sheets = entries
    .filter((entry) => /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return findEntry(entries, 'xl/worksheets/sheet1.xml') ?? sheets[0];
}

export async function parseXlsx(
  source: ByteSource,
  options: ParseOptions,
  limits: InflateLimits = DEFAULT_INFLATE_LIMITS,
  stringLimits: SharedStringLimits = DEFAULT_SHARED_STRING_LIMITS,
): Promise<FileImport> {
  const entries = await readCentralDirectory(source);
  if (entries.some((entry) => entry.encrypted)) throw new FileImportError('password-protected');
  const sheet = firstSheet(entries);
  // A zip without a worksheet (a docx, a zipped folder) is not a spreadsheet.
  if (!sheet) throw new FileImportError('invalid-format');
  const strings = findEntry(entries, 'xl/sharedstrings.xml');
  const budget = new InflateBudget(limits, source.size);
  const total = sheet.compressedSize + (strings?.compressedSize ?? 0);
  let loaded = 0;
  const onCompressed = (n: number) => {
    loaded += n;
    options.onProgress?.(loaded, total);
  };
  const scan = async (
    entry: ZipEntry,
    scanner: SharedStringsScanner | SheetScanner,
    inflated?: ReadableStream<Uint8Array>,
  ) => {
    await readEntry(
      source,
      entry,
      budget,
      (chunk) => scanner.push(chunk),
      onCompressed,
      options.signal,
      inflated,
    );
    if (!scanner.clean) throw new FileImportError('damaged');
  };
  // When offered, the worksheet is inflated elsewhere while the strings are read here.
  budget.check(sheet);
  const sheetBytes = strings && options.inflateElsewhere ? options.inflateElsewhere(sheet) : undefined;
  const shared = new SharedStringBytes(stringLimits);
  try {
    if (strings) await scan(strings, new SharedStringsScanner(shared));
  } catch (error) {
    await sheetBytes?.cancel().catch(() => undefined);
    throw error;
  }
  const collector = collectorFor(options);
  await scan(sheet, new SheetScanner(shared, collector), sheetBytes);
  return collector.finish();
}
