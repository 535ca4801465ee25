// The xlsx shared strings table without a million small strings on the heap: every 4096 strings are
// joined into one block and read back by offset. A 1M-row sheet's table then costs a few hundred
// strings for the garbage collector to trace instead of two million, and less memory.

const BLOCK_BITS = 12;
const BLOCK = 1 << BLOCK_BITS;

export class SharedStrings {
  private readonly blocks: string[] = [];
  private pending: string[] = [];
  private starts = new Int32Array(BLOCK);
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(s: string): void {
    if (this.count + 1 >= this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    const inBlock = this.count & (BLOCK - 1);
    const start = inBlock === 0 ? 0 : (this.starts[this.count] as number);
    this.starts[this.count + 1] = inBlock === BLOCK - 1 ? 0 : start + s.length;
    this.pending.push(s);
    this.count++;
    if (this.pending.length === BLOCK) this.flush();
  }

  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    const block = index >> BLOCK_BITS;
    if (block === this.blocks.length) return this.pending[index & (BLOCK - 1)];
    const start = this.starts[index] as number;
    const end = (index & (BLOCK - 1)) === BLOCK - 1 ? undefined : (this.starts[index + 1] as number);
    return (this.blocks[block] as string).slice(start, end);
  }

  private flush(): void {
    this.blocks.push(this.pending.join(''));
    this.pending = [];
  }
}
