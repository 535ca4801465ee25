// A zip reader for xlsx that never holds the archive: the central directory is read from the tail,
// and each wanted entry is sliced out and inflated as a stream with the web's own
// DecompressionStream('deflate-raw'). Encrypted entries, truncated archives and zip bombs are refused
// before (or as soon as) they cost anything.
import { FileImportError } from './errors.ts';
import { eachChunk } from './stream-bytes.ts';
import type { ByteSource, ZipEntryRef } from './types.ts';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const EOCD_MAX_SEARCH = EOCD_MIN + 0xffff;

/**
 * Zip-bomb guards: total inflated bytes of one import, the inflate ratio of an entry once past a
 * floor, and the total against the whole file's size (`perFileByte` times it, or `fileFloorBytes`
 * for a small file, whichever is more).
 */
export interface InflateLimits {
  maxTotalBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
  perFileByte?: number;
  fileFloorBytes?: number;
}

// A 1,000,000-row sheet with a few columns inflates to a few hundred MB of XML that is scanned and
// dropped, never held; real sheets deflate about 10-30 to 1, deflate's ceiling is about 1030 to 1.
// A whole file inflating to over 100 times its size is no spreadsheet a person saved.
export const DEFAULT_INFLATE_LIMITS: InflateLimits = {
  maxTotalBytes: 1024 * 1024 * 1024,
  maxRatio: 250,
  ratioFloorBytes: 16 * 1024 * 1024,
  perFileByte: 100,
  fileFloorBytes: 64 * 1024 * 1024,
};

export type ZipEntry = ZipEntryRef;

async function bytes(source: ByteSource, start: number, end: number): Promise<DataView> {
  return new DataView(await source.slice(start, end).arrayBuffer());
}

export async function readCentralDirectory(source: ByteSource): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, source.size - EOCD_MAX_SEARCH);
  const tail = await bytes(source, tailStart, source.size);
  let eocd = -1;
  for (let i = tail.byteLength - EOCD_MIN; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  // No end record: the archive was cut short (or is not a zip at all).
  if (eocd < 0) throw new FileImportError('damaged');
  const count = tail.getUint16(eocd + 10, true);
  const cdSize = tail.getUint32(eocd + 12, true);
  const cdOffset = tail.getUint32(eocd + 16, true);
  if (cdOffset + cdSize > tailStart + eocd) throw new FileImportError('damaged');
  const cd = await bytes(source, cdOffset, cdOffset + cdSize);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.byteLength || cd.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw new FileImportError('damaged');
    }
    const nameLength = cd.getUint16(p + 28, true);
    const next = p + 46 + nameLength + cd.getUint16(p + 30, true) + cd.getUint16(p + 32, true);
    if (next > cd.byteLength) throw new FileImportError('damaged');
    entries.push({
      encrypted: (cd.getUint16(p + 8, true) & 1) === 1,
      method: cd.getUint16(p + 10, true),
      compressedSize: cd.getUint32(p + 20, true),
      size: cd.getUint32(p + 24, true),
      localOffset: cd.getUint32(p + 42, true),
      name: decoder.decode(new Uint8Array(cd.buffer, cd.byteOffset + p + 46, nameLength)),
    });
    p = next;
  }
  return entries;
}

/** Counts inflated bytes across the entries of one import and stops at the limits. */
export class InflateBudget {
  private total = 0;
  private readonly maxTotal: number;

  /** `fileSize`: the whole upload's bytes, when known (a helper inflating one entry does not know it). */
  constructor(
    private readonly limits: InflateLimits = DEFAULT_INFLATE_LIMITS,
    fileSize?: number,
  ) {
    const { maxTotalBytes, perFileByte, fileFloorBytes = 0 } = limits;
    this.maxTotal =
      fileSize === undefined || perFileByte === undefined
        ? maxTotalBytes
        : Math.min(maxTotalBytes, Math.max(fileFloorBytes, fileSize * perFileByte));
  }

  check(entry: ZipEntry): void {
    if (entry.size > this.maxTotal) throw new FileImportError('too-large');
  }

  spend(inflated: number, entryInflated: number, entryCompressed: number): void {
    this.total += inflated;
    const { maxRatio, ratioFloorBytes } = this.limits;
    if (this.total > this.maxTotal) throw new FileImportError('too-large');
    if (entryInflated > ratioFloorBytes && entryInflated > entryCompressed * maxRatio) {
      throw new FileImportError('too-large');
    }
  }
}

/**
 * Streams one entry's inflated bytes to `onChunk`. `onCompressed` reports compressed bytes consumed,
 * for progress. Errors of the inflater (corrupt or cut data) become 'damaged'. `inflated`: the
 * entry's bytes already being inflated elsewhere (progress then goes by the inflated share).
 */
export async function readEntry(
  source: ByteSource,
  entry: ZipEntry,
  budget: InflateBudget,
  onChunk: (chunk: Uint8Array) => void | Promise<void>,
  onCompressed: (bytes: number) => void,
  signal?: AbortSignal,
  inflated?: ReadableStream<Uint8Array>,
): Promise<void> {
  if (inflated) return readInflated(entry, budget, inflated, onChunk, onCompressed, signal);
  if (entry.encrypted) throw new FileImportError('password-protected');
  if (entry.method !== 0 && entry.method !== 8) throw new FileImportError('damaged');
  budget.check(entry);
  const local = await bytes(source, entry.localOffset, entry.localOffset + 30);
  if (local.byteLength < 30 || local.getUint32(0, true) !== LOCAL_SIGNATURE) {
    throw new FileImportError('damaged');
  }
  const start = entry.localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const end = start + entry.compressedSize;
  if (end > source.size) throw new FileImportError('damaged');
  let compressed = 0;
  const counted = source
    .slice(start, end)
    .stream()
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          compressed += chunk.byteLength;
          onCompressed(chunk.byteLength);
          controller.enqueue(chunk);
        },
      }),
    );
  const stream =
    entry.method === 8
      ? counted.pipeThrough(
          new DecompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>,
        )
      : counted;
  let entryInflated = 0;
  try {
    await eachChunk(
      stream,
      (chunk) => {
        entryInflated += chunk.byteLength;
        budget.spend(chunk.byteLength, entryInflated, Math.max(compressed, 1));
        return onChunk(chunk);
      },
      signal,
    );
  } catch (error) {
    throw asImportError(error);
  }
}

function asImportError(error: unknown): unknown {
  if (error instanceof FileImportError || (error as { name?: string }).name === 'AbortError') return error;
  return new FileImportError('damaged');
}

/** readEntry over bytes inflated elsewhere (which guarded the inflate ratio as it went). */
async function readInflated(
  entry: ZipEntry,
  budget: InflateBudget,
  inflated: ReadableStream<Uint8Array>,
  onChunk: (chunk: Uint8Array) => void | Promise<void>,
  onCompressed: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  let entryInflated = 0;
  let reported = 0;
  try {
    await eachChunk(
      inflated,
      (chunk) => {
        entryInflated += chunk.byteLength;
        budget.spend(chunk.byteLength, entryInflated, Math.max(entry.compressedSize, 1));
        const share = Math.min(
          entry.compressedSize,
          Math.floor((entryInflated / Math.max(entry.size, 1)) * entry.compressedSize),
        );
        if (share > reported) {
          onCompressed(share - reported);
          reported = share;
        }
        return onChunk(chunk);
      },
      signal,
    );
  } catch (error) {
    throw asImportError(error);
  }
  if (reported < entry.compressedSize) onCompressed(entry.compressedSize - reported);
}
