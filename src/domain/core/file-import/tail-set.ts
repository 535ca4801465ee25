// The set of numbers already taken from a file, as the nine-digit tails of mobileTail (0..999,999,999).
// A million-entry Set<number> costs about 0.3 s and 40 MB to fill; this open-addressing table of
// 32-bit integers (linear probing, grown at half full) fills in a few tens of milliseconds and holds
// 8 MB at a million numbers. A tail is never negative, so -1 marks an empty slot.

const EMPTY = -1;

export class TailSet {
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  constructor(expected = 1024) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  /** Adds `tail` (0 ≤ tail < 2^31); false when it was there already. */
  add(tail: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    let i = (Math.imul(tail, 0x9e3779b1) >>> 0) & mask;
    for (;;) {
      const at = slots[i] as number;
      if (at === EMPTY) break;
      if (at === tail) return false;
      i = (i + 1) & mask;
    }
    slots[i] = tail;
    if (++this.count * 2 > slots.length) this.grow();
    return true;
  }

  has(tail: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    let i = (Math.imul(tail, 0x9e3779b1) >>> 0) & mask;
    for (;;) {
      const at = slots[i] as number;
      if (at === EMPTY) return false;
      if (at === tail) return true;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2).fill(EMPTY);
    this.mask = this.slots.length - 1;
    this.count = 0;
    for (let k = 0; k < old.length; k++) {
      const tail = old[k] as number;
      if (tail !== EMPTY) this.add(tail);
    }
  }
}
