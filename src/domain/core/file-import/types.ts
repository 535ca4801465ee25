// Shapes of a file import, shared by the domain parsers, the worker and the panel's client API.

/** Each way an import fails has its own message. */
export type FileImportErrorCode =
  | 'empty'
  | 'invalid-format'
  | 'no-mobile-column'
  | 'no-message-column'
  | 'no-valid-numbers'
  | 'too-many-records'
  | 'peer-to-peer-excel-only'
  | 'damaged'
  | 'password-protected'
  | 'too-large'
  | 'xls-unsupported'
  | 'xls-sector-loop'
  | 'xls-stream-too-long'
  | 'too-many-strings'
  | 'too-many-cells';

export type FileImportMode = 'numbers' | 'peer-to-peer' | 'keyword';

/** Where the mobile column was found: by its header, by its content, or the file has one column. */
export interface MobileColumn {
  /** Zero-based column index. */
  index: number;
  /** The header's text when the file has a header row, else null. */
  header: string | null;
  /** 'chosen': the user named it (keyword send's column select). */
  by: 'header' | 'content' | 'single' | 'chosen';
}

/**
 * The counts of an import. A record is a row with any text in any cell; a row that is entirely empty
 * is not a record and counted nowhere, nor is the header row. Every record is counted once:
 * total = validCount + duplicateCount + invalidCount + emptyCount.
 */
interface ImportCounts {
  /** Records read (rows with any text, the header row not counted). */
  total: number;
  /** Records whose mobile cell has text that is not an Iranian mobile number. */
  invalidCount: number;
  /** Records whose mobile cell is blank (missing, empty or only spaces): rows without a number. */
  emptyCount: number;
  /** Records dropped because their number (or, peer-to-peer, number and text) came earlier. */
  duplicateCount: number;
  validCount: number;
  column: MobileColumn;
}

/**
 * Numbers mode. `tails` holds the valid, de-duplicated numbers in file order, each as the nine digits
 * after 989 (989XXXXXXXXX is the number in canonical form): a typed array crosses the worker boundary
 * by transfer, without a copy, and costs no string per number until a list is really needed
 * (numberList).
 */
export interface NumbersImport extends ImportCounts {
  mode: 'numbers';
  tails: Int32Array;
}

/**
 * Peer-to-peer: `numbers` holds the valid numbers in canonical form (98XXXXXXXXXX), in file order,
 * joined with '\n' (one string crosses the worker boundary far faster than a million), and
 * `messages[i]` is the text for the i-th number.
 */
export interface PairsImport extends ImportCounts {
  mode: 'peer-to-peer';
  numbers: string;
  messages: string[];
  messageColumn: number;
}

/** What separates the cells in KeywordImport.cells (a control character no spreadsheet text needs). */
export const CELL_SEPARATOR = '\u001f';

/**
 * Keyword send (mail merge): `numbers` as above, and for each of them its whole row, for the
 * message's column placeholders. The cells cross the worker boundary as one string (fast to copy):
 * `width` cells a record, row-major, joined with CELL_SEPARATOR (cellsOf splits them).
 */
export interface KeywordImport extends ImportCounts {
  mode: 'keyword';
  numbers: string;
  /** The header row's cells (column names) when the file has one, else null. */
  header: string[] | null;
  /** Columns: the widest row's (or the header's) cell count. */
  width: number;
  cells: string;
  /** Each kept record's row number in the file: its non-empty rows counted from 1, the header too. */
  rows: Int32Array;
}

export type FileImport = NumbersImport | PairsImport | KeywordImport;

/** A keyword import's cells as a flat row-major list (`width` a record). */
export function cellsOf(read: Pick<KeywordImport, 'cells'>): string[] {
  return read.cells.split(CELL_SEPARATOR);
}

/** An import's numbers in canonical form (98XXXXXXXXXX), in file order. */
export function numberList(read: FileImport): string[] {
  if (read.mode === 'numbers') {
    const list = new Array<string>(read.tails.length);
    for (let i = 0; i < list.length; i++) list[i] = `989${String(read.tails[i]).padStart(9, '0')}`;
    return list;
  }
  return read.numbers === '' ? [] : read.numbers.split('\n');
}

export interface ParseOptions {
  mode: FileImportMode;
  /** Called as bytes are consumed; `total` is the whole amount of work in the same unit. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Keyword mode: the mobile column the user chose (zero-based) instead of the one found. */
  mobileColumn?: number | undefined;
  /**
   * Inflates a zip entry somewhere else (another worker) so that it runs beside the reader's own
   * work: the xlsx reader hands it the worksheet while it reads the shared strings itself. Without
   * it, everything is inflated in place.
   */
  inflateElsewhere?: (entry: ZipEntryRef) => ReadableStream<Uint8Array>;
}

/** A zip entry as a helper needs it to inflate it on its own. */
export interface ZipEntryRef {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** What the parsers read: a Blob (or File) satisfies it, in the browser, a worker and Node. */
export interface ByteSource {
  readonly size: number;
  slice(start?: number, end?: number): ByteSource;
  stream(): ReadableStream<Uint8Array>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
