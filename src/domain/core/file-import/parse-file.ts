// One entry for every upload (txt, csv, xlsx or xls): the first bytes decide the reader, not the
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

/** Whether the first directory sector names Excel's encrypted package (a workbook with a password). */
async function isEncryptedPackage(source: ByteSource): Promise<boolean> {
  const header = new DataView(await source.slice(0, 512).arrayBuffer());
  const sectorSize = 1 << header.getUint16(30, true);
  const directoryStart = (header.getUint32(48, true) + 1) * sectorSize;
  const directory = new Uint8Array(
    await source.slice(directoryStart, directoryStart + Math.min(sectorSize, 4096)).arrayBuffer(),
  );
  for (let at = 0; at + 128 <= directory.length; at += 128) {
    if (utf16Name(directory, at) === 'EncryptedPackage') return true;
  }
  return false;
}

/**
 * An OLE compound file is an .xls (Excel 97–2003 or 5.0/95), or what Excel makes of a workbook locked
 * with a password. Its reader loads only now, so no other file (and no screen that reads none) pays
 * for it.
 */
async function parseCompoundFile(source: ByteSource, options: ParseOptions): Promise<FileImport> {
  if (await isEncryptedPackage(source)) throw new FileImportError('password-protected');
  const { parseXls } = await import('./xls-import.ts');
  return parseXls(source, options);
}

export async function parseFile(source: ByteSource, options: ParseOptions): Promise<FileImport> {
  if (source.size === 0) throw new FileImportError('empty');
  const head = new Uint8Array(await source.slice(0, 8).arrayBuffer());
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
  if (isZip) return parseXlsx(source, options);
  if (head.length === 8 && CFB_MAGIC.every((byte, i) => head[i] === byte))
    return parseCompoundFile(source, options);
  if (head[0] === 0x50 && head[1] === 0x4b) throw new FileImportError('damaged');
  return parseText(source, options);
}
