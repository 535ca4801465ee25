// An OLE compound file (the container of an .xls, and of an xlsx Excel has locked with a password):
// a little FAT file system in one file. Read whole (an .xls holds at most 65,536 rows a sheet, a few
// MB), every sector number checked, so a damaged or hostile file ends in a refusal, never a hang.
// Nothing read is larger than the file itself: a chain that comes back to a sector it passed is
// refused, and so is a stream that claims more bytes than the file (or than its sectors) hold.
import { FileImportError } from './errors.ts';

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const STREAM = 2;
const ROOT = 5;

export interface DirectoryEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

function damaged(): never {
  throw new FileImportError('damaged');
}

function looped(): never {
  throw new FileImportError('xls-sector-loop');
}

function tooLong(): never {
  throw new FileImportError('xls-stream-too-long');
}

function isCompoundFile(head: Uint8Array): boolean {
  return head.length >= 8 && CFB_MAGIC.every((byte, i) => head[i] === byte);
}

export class CompoundFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly sectorCount: number;
  private readonly fat: Uint32Array;
  private miniFat: Uint32Array | null = null;
  private miniStream: Uint8Array | null = null;
  readonly entries: DirectoryEntry[];

  constructor(private readonly bytes: Uint8Array) {
    if (bytes.length < 512 || !isCompoundFile(bytes)) damaged();
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const shift = this.view.getUint16(30, true);
    if (shift !== 9 && shift !== 12) damaged();
    this.sectorSize = 1 << shift;
    // The last sector may be cut short (some writers do not pad it).
    this.sectorCount = Math.ceil((bytes.length - this.sectorSize) / this.sectorSize);
    this.fat = this.readFat();
    this.entries = this.readDirectory();
  }

  /** A stream's bytes by its name (case-insensitive, as the format compares names), or null. */
  stream(name: string): Uint8Array | null {
    const wanted = name.toLowerCase();
    const entry = this.entries.find((e) => e.type === STREAM && e.name.toLowerCase() === wanted);
    return entry ? this.read(entry) : null;
  }

  has(name: string): boolean {
    const wanted = name.toLowerCase();
    return this.entries.some((e) => e.name.toLowerCase() === wanted);
  }

  private read(entry: DirectoryEntry): Uint8Array {
    if (entry.size > this.bytes.length) tooLong();
    const cutoff = this.view.getUint32(56, true);
    if (entry.size < cutoff) return this.readMini(entry.start, entry.size);
    return this.chain(
      this.fat,
      entry.start,
      (id) => this.sector(id),
      this.sectorSize,
      this.sectorCount,
      entry.size,
    );
  }

  /** Sector `id`'s bytes (a view), or 'damaged' when it lies past the file's end. */
  private sector(id: number): Uint8Array {
    const at = (id + 1) * this.sectorSize;
    if (id >= this.sectorCount) damaged();
    return this.bytes.subarray(at, Math.min(at + this.sectorSize, this.bytes.length));
  }

  /**
   * A chain's bytes, `size` of them (all of the chain when undefined). `sectors`: how many sectors
   * there are to chain; a number past them is 'damaged', a sector met twice is a loop, and a chain
   * that ends before `size` bytes is a stream longer than its sectors: each refused as it is met.
   */
  private chain(
    table: Uint32Array,
    start: number,
    sector: (id: number) => Uint8Array,
    unit: number,
    sectors: number,
    size?: number,
  ): Uint8Array {
    if (size !== undefined && size > sectors * unit) tooLong();
    const ids: number[] = [];
    const seen = new Uint8Array(Math.min(sectors, table.length));
    for (let id = start; id !== END_OF_CHAIN; id = table[id] as number) {
      if (id >= table.length || id >= sectors) damaged();
      if (seen[id] === 1) looped();
      seen[id] = 1;
      ids.push(id);
      if (size !== undefined && ids.length * unit >= size) break;
    }
    const length = size ?? ids.length * unit;
    if (ids.length * unit < length) tooLong();
    const out = new Uint8Array(length);
    ids.forEach((id, k) => {
      const part = sector(id);
      out.set(part.subarray(0, Math.min(part.length, length - k * unit)), k * unit);
    });
    return out;
  }

  private readFat(): Uint32Array {
    const view = this.view;
    const fatSectors: number[] = [];
    const fatCount = view.getUint32(44, true);
    if (fatCount > this.sectorCount) damaged();
    for (let i = 0; i < 109 && fatSectors.length < fatCount; i++)
      fatSectors.push(view.getUint32(76 + i * 4, true));
    // Past 109 FAT sectors (files over ~7 MB), their numbers go on in a chain of DIFAT sectors.
    let difat = view.getUint32(68, true);
    let guard = 0;
    const perSector = this.sectorSize / 4 - 1;
    while (fatSectors.length < fatCount && difat !== END_OF_CHAIN && difat !== FREE) {
      if (++guard > this.sectorCount) damaged();
      const s = this.sector(difat);
      const sv = new DataView(s.buffer, s.byteOffset, s.byteLength);
      for (let i = 0; i < perSector && fatSectors.length < fatCount; i++)
        fatSectors.push(sv.getUint32(i * 4, true));
      difat = sv.getUint32(perSector * 4, true);
    }
    if (fatSectors.length < fatCount) damaged();
    const perFat = this.sectorSize / 4;
    const fat = new Uint32Array(fatCount * perFat);
    fatSectors.forEach((id, k) => {
      const s = this.sector(id);
      const sv = new DataView(s.buffer, s.byteOffset, s.byteLength);
      for (let i = 0; i < perFat && i * 4 + 4 <= s.length; i++)
        fat[k * perFat + i] = sv.getUint32(i * 4, true);
    });
    return fat;
  }

  private readDirectory(): DirectoryEntry[] {
    const bytes = this.chain(
      this.fat,
      this.view.getUint32(48, true),
      (id) => this.sector(id),
      this.sectorSize,
      this.sectorCount,
    );
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const entries: DirectoryEntry[] = [];
    for (let at = 0; at + 128 <= bytes.length; at += 128) {
      const nameLength = Math.min(64, view.getUint16(at + 64, true));
      let name = '';
      for (let i = 0; i + 2 < nameLength; i += 2) name += String.fromCharCode(view.getUint16(at + i, true));
      entries.push({
        name,
        type: view.getUint8(at + 66),
        start: view.getUint32(at + 116, true),
        size: view.getUint32(at + 120, true),
      });
    }
    if (entries[0]?.type !== ROOT) damaged();
    return entries;
  }

  /** A small stream, in 64-byte sectors of the mini stream (itself the root entry's data). */
  private readMini(start: number, size: number): Uint8Array {
    if (!this.miniFat || !this.miniStream) {
      const root = this.entries[0] as DirectoryEntry;
      const miniFatBytes = this.chain(
        this.fat,
        this.view.getUint32(60, true),
        (id) => this.sector(id),
        this.sectorSize,
        this.sectorCount,
      );
      this.miniFat = new Uint32Array(miniFatBytes.length / 4);
      const mv = new DataView(miniFatBytes.buffer);
      for (let i = 0; i < this.miniFat.length; i++) this.miniFat[i] = mv.getUint32(i * 4, true);
      if (root.size > this.bytes.length) tooLong();
      this.miniStream = this.chain(
        this.fat,
        root.start,
        (id) => this.sector(id),
        this.sectorSize,
        this.sectorCount,
        root.size,
      );
    }
    const mini = this.miniStream;
    const shift = this.view.getUint16(32, true);
    if (shift > 12) damaged();
    const unit = 1 << shift;
    return this.chain(
      this.miniFat,
      start,
      (id) => {
        if ((id + 1) * unit > mini.length) damaged();
        return mini.subarray(id * unit, (id + 1) * unit);
      },
      unit,
      Math.floor(mini.length / unit),
      size,
    );
  }
}
