// The thread that reads a contacts file for an import: the file send's reader (keyword mode, whole
// rows, the same limits and messages), then each row made into a contact by the mapping, its values
// judged by their feature's type. Rows leave in batches, so the server's own thread only writes them:
// a million rows are never read, nor held, where requests are answered.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import {
  type CellValue,
  CONTACT_PRE_MAX,
  contactEmail,
  contactFileMessages,
  contactText,
  featureValue,
  type ImportFeature,
  type ImportMapping,
} from '../../domain/contacts/contacts-files.schema.ts';
import { parseFile } from '../../domain/core/file-import/parse-file.ts';
import { CELL_SEPARATOR, type KeywordImport } from '../../domain/core/file-import/types.ts';

export type ImportWorkerInput = {
  /** The upload; a Blob crosses to the worker without a copy. */
  file: Blob;
  mapping: ImportMapping | undefined;
  header: boolean | undefined;
  features: ImportFeature[];
  batchSize: number;
};

/**
 * One batch, each column as a PostgreSQL array literal ({"…","…"}): made here, the server's thread
 * passes five strings to the database instead of copying and quoting a million values itself.
 */
export type ImportBatch = {
  mobiles: string;
  pres: string;
  names: string;
  emails: string;
  /** Each contact's feature values as JSON text ({feature id: value}). */
  options: string;
};

type Columns = Record<keyof ImportBatch, string[]>;

/** A text[] literal: every element quoted, backslashes and quotes escaped. */
export function pgTextArray(values: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string;
    const escaped = /["\\]/.test(value) ? value.replace(/["\\]/g, (c) => `\\${c}`) : value;
    out += `${i === 0 ? '' : ','}"${escaped}"`;
  }
  return `${out}}`;
}

const literal = (c: Columns): ImportBatch => ({
  mobiles: pgTextArray(c.mobiles),
  pres: pgTextArray(c.pres),
  names: pgTextArray(c.names),
  emails: pgTextArray(c.emails),
  options: pgTextArray(c.options),
});

export type ImportWorkerMessage =
  | { type: 'read'; loaded: number; total: number }
  | { type: 'counted'; total: number; valid: number; refusals: Record<string, number> }
  | ({ type: 'batch' } & ImportBatch)
  | { type: 'done'; refusedValues: Record<string, number> }
  | { type: 'failed'; code: string | null; message: string };

function add(counts: Record<string, number>, reason: string, n = 1) {
  if (n > 0) counts[reason] = (counts[reason] ?? 0) + n;
}

/**
 * Batches handed over and not yet taken: the server's thread takes each message as it comes, and a
 * hundred batches arriving at once would hold it for their whole copying.
 */
export const BATCHES_AHEAD = 4;

/**
 * Reads the file and hands its contacts over in batches; throws a FileImportError for a bad file.
 * `taken` resolves when the receiver has room for another batch (BATCHES_AHEAD at most waiting).
 */
export async function readContacts(
  input: ImportWorkerInput,
  post: (message: ImportWorkerMessage) => void,
  taken: () => Promise<void> = async () => {},
) {
  const { mapping, features, batchSize } = input;
  const read = (await parseFile(input.file, {
    mode: 'keyword',
    mobileColumn: mapping?.number,
    onProgress: (loaded, total) => post({ type: 'read', loaded, total }),
  })) as KeywordImport;

  const refusals: Record<string, number> = {};
  add(refusals, contactFileMessages.refusedInvalid, read.invalidCount);
  add(refusals, contactFileMessages.refusedEmpty, read.emptyCount);
  add(refusals, contactFileMessages.refusedDuplicate, read.duplicateCount);
  let total = read.total;
  // The user said the first row is a contact, the reader took it for column names: it holds no number.
  if (input.header === false && read.header !== null) {
    total++;
    add(refusals, contactFileMessages.refusedInvalid);
  }
  // The user said the first row names the columns, the reader found a number in it: it is left out.
  const skipFirst = input.header === true && read.header === null && read.rows[0] === 1;
  if (skipFirst) total--;
  post({ type: 'counted', total, valid: read.validCount - (skipFirst ? 1 : 0), refusals });

  const byType = new Map(features.map((f) => [String(f.id), f.type]));
  const featureColumns = Object.entries(mapping?.features ?? {}).flatMap(([id, column]) => {
    const type = byType.get(id);
    return type ? [{ id, column, type }] : [];
  });
  const refusedValues: Record<string, number> = {};
  const take = (value: CellValue): string => {
    if (value === null) return '';
    if ('refused' in value) {
      add(refusedValues, value.refused);
      return '';
    }
    return String(value.value);
  };

  const width = read.width;
  const cells = read.cells;
  const mobiles = read.numbers.split('\n');
  let at = 0;
  const row: string[] = new Array(width);
  let batch: Columns = { mobiles: [], pres: [], names: [], emails: [], options: [] };
  for (let i = 0; i < mobiles.length; i++) {
    // The cells string holds `width` cells a record: walk it instead of splitting a million rows at once.
    for (let c = 0; c < width; c++) {
      const end = cells.indexOf(CELL_SEPARATOR, at);
      row[c] = end < 0 ? cells.slice(at) : cells.slice(at, end);
      at = end < 0 ? cells.length : end + 1;
    }
    if (i === 0 && skipFirst) continue;
    const cell = (column: number | undefined) => (column === undefined ? '' : (row[column] ?? ''));
    batch.mobiles.push(mobiles[i] as string);
    batch.pres.push(take(contactText(cell(mapping?.pre), CONTACT_PRE_MAX)));
    batch.names.push(take(contactText(cell(mapping?.name))));
    batch.emails.push(take(contactEmail(cell(mapping?.email))));
    let options = '';
    for (const f of featureColumns) {
      const value = featureValue(f.type, cell(f.column));
      if (value === null) continue;
      if ('refused' in value) {
        add(refusedValues, value.refused);
        continue;
      }
      options += `${options ? ',' : ''}${JSON.stringify(f.id)}:${JSON.stringify(value.value)}`;
    }
    batch.options.push(`{${options}}`);
    if (batch.mobiles.length >= batchSize) {
      await taken();
      post({ type: 'batch', ...literal(batch) });
      batch = { mobiles: [], pres: [], names: [], emails: [], options: [] };
    }
  }
  if (batch.mobiles.length > 0) {
    await taken();
    post({ type: 'batch', ...literal(batch) });
  }
  post({ type: 'done', refusedValues });
}

if (parentPort && (workerData as { contactImport?: boolean } | null)?.contactImport) {
  const port = parentPort;
  // On Linux a priority set with pid 0 is this thread's alone: on a small machine the reading yields
  // the cores to the thread that answers requests. Where it cannot be set, the reading runs as is.
  try {
    setPriority(10);
  } catch {}
  const input = (workerData as { input: ImportWorkerInput }).input;
  // The server says 'more' each time it takes a batch.
  let room = BATCHES_AHEAD;
  let waiting: (() => void) | null = null;
  port.on('message', (message) => {
    if (message !== 'more') return;
    room++;
    const wake = waiting;
    waiting = null;
    wake?.();
  });
  const taken = async () => {
    while (room === 0) await new Promise<void>((resolve) => (waiting = resolve));
    room--;
  };
  readContacts(input, (message) => port.postMessage(message), taken).catch(
    (error: Error & { code?: string }) => {
      port.postMessage({
        type: 'failed',
        code: error.name === 'FileImportError' ? (error.code ?? null) : null,
        message: error.message,
      } satisfies ImportWorkerMessage);
    },
  );
}
