// txt and csv: bytes → a streaming TextDecoder → the tokenizer → the collector (UTF-8 in numbers mode:
// the bytes themselves, delimited-bytes.ts). The decoder
// keeps a multi-byte character (a Persian digit is two bytes in UTF-8) split across chunks whole.
import { Utf8NumberRows } from './delimited-bytes.ts';
import { DelimitedTokenizer } from './delimited-tokenizer.ts';
import { FileImportError } from './errors.ts';
import { collectorFor } from './keyword-collector.ts';
import { RecordCollector } from './record-collector.ts';
import { eachChunk } from './stream-bytes.ts';
import type { ByteSource, FileImport, ParseOptions } from './types.ts';

/** Text encodings in the order tried: UTF-8 (with or without BOM), then Windows Arabic, which Excel on
 * a Persian Windows uses for 'CSV'. UTF-16 is recognised by its BOM. */
function encodingFor(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

function looksBinary(head: Uint8Array, encoding: string): boolean {
  return encoding === 'utf-8' && head.includes(0);
}

/** UTF-8 in numbers mode: the bytes themselves (delimited-bytes.ts). */
async function parseUtf8Numbers(source: ByteSource, options: ParseOptions): Promise<FileImport> {
  const collector = new RecordCollector(options.mode);
  const rows = new Utf8NumberRows(collector);
  let loaded = 0;
  await eachChunk(
    source.stream(),
    (chunk) => {
      rows.push(chunk);
      loaded += chunk.byteLength;
      options.onProgress?.(loaded, source.size);
    },
    options.signal,
  );
  rows.end();
  return collector.finish();
}

async function parseWith(source: ByteSource, encoding: string, options: ParseOptions): Promise<FileImport> {
  if (encoding === 'utf-8' && options.mode === 'numbers') return parseUtf8Numbers(source, options);
  const collector = collectorFor(options);
  const tokenizer = new DelimitedTokenizer((row) => collector.add(row));
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  let loaded = 0;
  await eachChunk(
    source.stream(),
    (chunk) => {
      tokenizer.push(decoder.decode(chunk, { stream: true }));
      loaded += chunk.byteLength;
      options.onProgress?.(loaded, source.size);
    },
    options.signal,
  );
  tokenizer.push(decoder.decode());
  tokenizer.end();
  return collector.finish();
}

export async function parseText(source: ByteSource, options: ParseOptions): Promise<FileImport> {
  if (options.mode === 'peer-to-peer') throw new FileImportError('peer-to-peer-excel-only');
  if (source.size === 0) throw new FileImportError('empty');
  const head = new Uint8Array(await source.slice(0, 4096).arrayBuffer());
  const encoding = encodingFor(head);
  if (looksBinary(head, encoding)) throw new FileImportError('invalid-format');
  try {
    return await parseWith(source, encoding, options);
  } catch (error) {
    // Not UTF-8: read it again as Windows-1256 (every byte decodes, so this cannot fail the same way).
    if (error instanceof TypeError && encoding === 'utf-8') return parseWith(source, 'windows-1256', options);
    throw error;
  }
}
