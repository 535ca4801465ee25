// A CSV/TXT tokenizer fed decoded text chunk by chunk: quoted fields (RFC 4180, "" for a quote),
// CRLF, LF or CR line ends, a UTF-8 BOM, and the delimiter guessed from the first line. A chunk may
// end anywhere (inside a quoted field, between CR and LF, between two quotes); the state carries over.

const QUOTE = 34;
const LF = 10;
const CR = 13;
const CANDIDATES = [',', ';', '\t', '|'];
const FIRST_LINE_MAX = 64 * 1024;

/** The delimiter the first line uses most; a one-column file has none and gets ','. */
export function guessDelimiter(firstLine: string): string {
  let best = ',';
  let bestCount = 0;
  for (const candidate of CANDIDATES) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

export class DelimitedTokenizer {
  private field = '';
  private row: string[] = [];
  private inQuotes = false;
  private quotePending = false;
  private crPending = false;
  private delimiter = -1;
  private head = '';

  /** `onRow` gets each row that holds any text; blank lines are skipped. `delimiter`: known already. */
  constructor(
    private readonly onRow: (row: string[]) => void,
    delimiter?: number,
  ) {
    if (delimiter !== undefined) this.delimiter = delimiter;
  }

  push(chunk: string): void {
    let text = chunk;
    if (this.delimiter < 0) {
      // The delimiter is guessed from the whole first line, which may come in several chunks.
      this.head += text;
      if (this.head.charCodeAt(0) === 0xfeff) this.head = this.head.slice(1);
      const lineEnd = this.head.search(/[\r\n]/);
      if (lineEnd < 0 && this.head.length < FIRST_LINE_MAX) return;
      text = this.head;
      this.head = '';
      this.delimiter = guessDelimiter(lineEnd < 0 ? text : text.slice(0, lineEnd)).charCodeAt(0);
    }
    const n = text.length;
    let i = 0;
    if (this.quotePending) {
      this.quotePending = false;
      if (text.charCodeAt(0) === QUOTE) {
        this.field += '"';
        i = 1;
      } else this.inQuotes = false;
    } else if (this.crPending) {
      this.crPending = false;
      if (text.charCodeAt(0) === LF) i = 1;
    }
    let start = i;
    const d = this.delimiter;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      // Most characters are none of the four that matter: pass them by at once.
      if (c > QUOTE && c !== d) continue;
      if (this.inQuotes) {
        if (c !== QUOTE) continue;
        this.field += text.slice(start, i);
        if (i + 1 === n) {
          this.quotePending = true;
        } else if (text.charCodeAt(i + 1) === QUOTE) {
          this.field += '"';
          i++;
        } else this.inQuotes = false;
        start = i + 1;
      } else if (c === d) {
        this.row.push(this.field + text.slice(start, i));
        this.field = '';
        start = i + 1;
      } else if (c === LF || c === CR) {
        this.row.push(this.field + text.slice(start, i));
        this.field = '';
        this.emit();
        if (c === CR) {
          if (i + 1 === n) this.crPending = true;
          else if (text.charCodeAt(i + 1) === LF) i++;
        }
        start = i + 1;
      } else if (c === QUOTE && i === start && this.field === '') {
        this.inQuotes = true;
        start = i + 1;
      }
    }
    if (start < n) this.field += text.slice(start);
  }

  /** The last line needs no line end; an unclosed quote takes the rest of the file as its field. */
  end(): void {
    if (this.delimiter < 0 && this.head !== '') this.push('\n');
    if (this.field !== '' || this.row.length > 0) {
      this.row.push(this.field);
      this.field = '';
      this.emit();
    }
  }

  private emit(): void {
    const row = this.row;
    this.row = [];
    for (const cell of row) {
      if (cell.length > 0 && cell.trim() !== '') {
        this.onRow(row);
        return;
      }
    }
  }
}
