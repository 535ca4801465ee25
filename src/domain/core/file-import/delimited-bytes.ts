// UTF-8 csv and txt in numbers mode, read from the bytes, for speed. Decoding a 45 MB file of Persian
// names to strings, then cutting every row into cells, costs more than the rest of an import; once the
// collector knows the mobile column, only that cell of each row matters, and its digits can be read
// where they lie. So:
// - the first rows (until the columns are decided) and any row that is not plain — a quoted field,
//   or a mobile cell that is blank or unreadable, which may make the whole row blank — are decoded
//   (fatally: a byte that is not UTF-8 ends the read, and the caller reads the file as Windows-1256)
//   and cut by the DelimitedTokenizer itself, then given to the collector as rows of text;
// - every other row costs no string: its mobile cell's bytes go to mobileTailOfUtf8.
// Rows end at an unquoted CR or LF, as in the tokenizer (CRLF leaves an empty row between, which
// has no text and is skipped like any blank line).
import { DelimitedTokenizer, guessDelimiter } from './delimited-tokenizer.ts';
import { decide, mobileTailOfUtf8 } from './mobile-tail.ts';
import type { RecordCollector } from './record-collector.ts';
import { appendBytes } from './stream-bytes.ts';

const QUOTE = 34;
const LF = 10;
const CR = 13;
const FIRST_LINE_MAX = 64 * 1024;
// Only to guess the delimiter: the line itself is read again (fatally) as the first row.
const lenient = new TextDecoder();

export class Utf8NumberRows {
  private buf = new Uint8Array(1 << 17);
  private length = 0;
  private delimiter = -1;
  private started = false;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private slow: DelimitedTokenizer | null = null;

  constructor(private readonly collector: RecordCollector) {}

  push(chunk: Uint8Array): void {
    this.buf = appendBytes(this.buf, this.length, chunk);
    this.length += chunk.length;
    const done = this.scan(this.buf.subarray(0, this.length), false);
    this.buf.copyWithin(0, done, this.length);
    this.length -= done;
  }

  end(): void {
    this.scan(this.buf.subarray(0, this.length), true);
    this.length = 0;
  }

  /** Rows from the start of b; answers how far it got (a row not ended yet waits for more). */
  private scan(b: Uint8Array, final: boolean): number {
    let p = 0;
    if (!this.started) {
      // The delimiter is guessed from the whole first line, as the tokenizer does.
      const bom = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
      if (b.length < 3 && !final) return 0;
      let lineEnd = bom;
      while (lineEnd < b.length && b[lineEnd] !== LF && b[lineEnd] !== CR) lineEnd++;
      if (lineEnd === b.length && !final && lineEnd - bom < FIRST_LINE_MAX) return 0;
      const firstLine = lenient.decode(b.subarray(bom, Math.min(lineEnd, bom + FIRST_LINE_MAX * 3)));
      this.delimiter = guessDelimiter(firstLine).charCodeAt(0);
      this.started = true;
      p = bom;
    }
    const n = b.length;
    const d = this.delimiter;
    const collector = this.collector;
    // It changes only when a row goes to the collector whole (the columns are decided then).
    let column = collector.tailColumn();
    for (;;) {
      if (p >= n) return n;
      const first = b[p];
      if (first === LF || first === CR) {
        // An empty line (or the LF of a CRLF) has no text.
        p++;
        continue;
      }
      const rowStart = p;
      // Plain rows once the column is known: walk to the mobile cell, read its digits as it is walked
      // (the common spellings: ASCII, Persian and Arabic digits, '+', spaces, dashes, dots and
      // brackets), walk to the row's end. A cell with anything else goes to mobileTailOfUtf8, which
      // knows every spelling normalizeMobile does.
      if (column >= 0) {
        let c = -1;
        let field = 0;
        let plain = true;
        while (field < column) {
          if (b[p] === QUOTE) {
            plain = false;
            break;
          }
          while (p < n) {
            c = b[p] as number;
            if (c === d || c === LF || c === CR) break;
            p++;
          }
          if (p >= n || c !== d) break;
          p++;
          field++;
        }
        if (plain && field === column && b[p] !== QUOTE) {
          const from = p;
          let value = 0;
          let count = 0;
          let plus = false;
          let odd = false;
          while (p < n) {
            c = b[p] as number;
            if (c === d || c === LF || c === CR) break;
            if (c >= 48 && c <= 57) {
              value = value * 10 + (c - 48);
              count++;
            } else if (c < 0x80) {
              if (c === 43 && count === 0 && !plus) plus = true;
              else if (c !== 32 && c !== 45 && c !== 46 && c !== 40 && c !== 41 && c !== 9) odd = true;
            } else {
              const c1 = p + 1 < n ? (b[p + 1] as number) : 0;
              if (c === 0xdb && c1 >= 0xb0 && c1 <= 0xb9) {
                value = value * 10 + (c1 - 0xb0);
                count++;
                p++;
              } else if (c === 0xd9 && c1 >= 0xa0 && c1 <= 0xa9) {
                value = value * 10 + (c1 - 0xa0);
                count++;
                p++;
              } else odd = true;
            }
            p++;
          }
          const to = p;
          // The rest of the row: a quote opening a later field may hide a line end.
          while (p < n) {
            c = b[p] as number;
            if (c === LF || c === CR) break;
            if (c === d && b[p + 1] === QUOTE) {
              plain = false;
              break;
            }
            p++;
          }
          if (plain && (p < n || final)) {
            const tail = odd
              ? mobileTailOfUtf8(b, from, to, this.decoder)
              : count > 15
                ? -1
                : count > 0
                  ? decide(value, count, plus)
                  : -1;
            if (tail >= 0 || (count > 0 && !odd) || hasVisibleAscii(b, from, to)) {
              collector.takeTail(tail);
              p++;
              continue;
            }
          } else if (plain) return rowStart;
        } else if (plain && p >= n && !final) return rowStart;
        p = rowStart;
      }
      // Any other row: found whole (quotes and all), decoded and cut by the tokenizer.
      const rowEnd = quotedRowEnd(b, p, d);
      if (rowEnd >= n && !final) return rowStart;
      if (!this.slow) this.slow = new DelimitedTokenizer((row) => collector.add(row), d);
      const tokenizer = this.slow;
      tokenizer.push(this.decoder.decode(b.subarray(rowStart, Math.min(rowEnd, n))));
      // The last row of the file may have no line end, or an open quote that takes the rest.
      if (rowEnd >= n) tokenizer.end();
      else tokenizer.push('\n');
      p = rowEnd + 1;
      column = collector.tailColumn();
    }
  }
}

/** Whether b[from, to) holds an ASCII character that is not white space (so the cell has text). */
function hasVisibleAscii(b: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = b[i] as number;
    if (c < 0x80 && c !== 32 && (c < 9 || c > 13)) return true;
  }
  return false;
}

/** Where the row starting at `p` ends (its CR or LF, outside quotes), or b.length. */
function quotedRowEnd(b: Uint8Array, from: number, d: number): number {
  const n = b.length;
  let p = from;
  let fieldStart = true;
  let quoted = false;
  while (p < n) {
    const c = b[p] as number;
    if (quoted) {
      if (c === QUOTE) {
        // "" inside quotes is a quote; a quote before anything else closes.
        if (p + 1 < n && b[p + 1] === QUOTE) p++;
        else if (p + 1 >= n) return n;
        else quoted = false;
      }
    } else if (c === LF || c === CR) return p;
    else if (c === QUOTE && fieldStart) quoted = true;
    fieldStart = !quoted && c === d;
    p++;
  }
  return n;
}
