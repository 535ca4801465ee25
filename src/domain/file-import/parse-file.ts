// One entry for every upload (txt, xlsx or csv): the first bytes decide the reader, not the
// name, so a csv saved with an .xlsx name (or the reverse) is still read, or refused for what it is.
import { FileImportError } from './errors.ts';
import { parseText } from './text-import.ts';
import type { ByteSource, FileImport, ParseOptions } from './types.ts';
import { parseXlsx } from './xlsx-import.ts';

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function utf16Name(bytes: Uint8Array, at: number): string {
  const length = Math.min(64, (bytes[at + 64] ?? 0) | ((bytes[at + 65] ?? 0) << 8));
  let name = '';
  for (let i = 0; i + 1 < length - 1; i += 2) {
    name += String.fromCharCode((bytes[at + i] ?? 0) | ((bytes[at + i + 1] ?? 0) << 8));
  }
  return name;
}

/**
 * An OLE compound file is either an old .xls or what Excel makes of an xlsx with a password (an
 * EncryptedPackage inside a compound file). The first directory sector tells which.
 */
export async function refuseCompoundFile(source: ByteSource): Promise<never> {
  const header = new DataView(await source.slice(0, 512).arrayBuffer());
  const sectorSize = 1 << header.getUint16(30, true);
  const directoryStart = (header.getUint32(48, true) + 1) * sectorSize;
  const directory = new Uint8Array(
    await source.slice(directoryStart, directoryStart + Math.min(sectorSize, 4096)).arrayBuffer(),
  );
  const names = new Set<string>();
  for (let at = 0; at + 128 <= directory.length; at += 128) names.add(utf16Name(directory, at));
  if (names.has('Workbook') || names.has('Book')) throw new FileImportError('xls-unsupported');
  throw new FileImportError('password-protected');
}

export async function parseFile(source: ByteSource, options: ParseOptions): Promise<FileImport> {
  if (source.size === 0) throw new FileImportError('empty');
  const head = new Uint8Array(await source.slice(0, 8).arrayBuffer());
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
  if (isZip) return parseXlsx(source, options);
  if (head.length === 8 && CFB_MAGIC.every((byte, i) => head[i] === byte)) return refuseCompoundFile(source);
  if (head[0] === 0x50 && head[1] === 0x4b) throw new FileImportError('damaged');
  return parseText(source, options);
}
