// The two xlsx parts we read, as XmlHandlers: the shared strings table and the first worksheet.
import { SharedStrings } from './shared-strings.ts';
import { attribute, decodeEntities, type XmlHandler } from './xml-scanner.ts';

/** Collects xl/sharedStrings.xml: each <si> is the text of its <t>s (rich-text runs joined), phonetic
 * <rPh> runs left out. */
export class SharedStringsHandler implements XmlHandler {
  readonly strings = new SharedStrings();
  private current = '';
  private raw = '';
  private inText = false;
  private phonetic = 0;

  open(name: string, _tag: string, selfClosing: boolean): void {
    if (name === 'si') this.current = '';
    else if (name === 'rPh') this.phonetic++;
    else if (name === 't' && !selfClosing && this.phonetic === 0) {
      this.inText = true;
      this.raw = '';
    }
  }

  text(raw: string): void {
    if (this.inText) this.raw += raw;
  }

  close(name: string): void {
    if (name === 't' && this.inText) {
      this.current += decodeEntities(this.raw);
      this.inText = false;
    } else if (name === 'rPh') this.phonetic--;
    else if (name === 'si') this.strings.add(this.current);
  }
}

/** 'B12' → 1; a reference without letters → -1. */
export function columnIndex(ref: string): number {
  let index = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    index = index * 26 + (c - 64);
  }
  return i === 0 ? -1 : index - 1;
}

/**
 * A number cell's text. Excel stores a mobile typed as a number without its leading zero
 * (9123456789) and sometimes in E-notation (9.123456789E9); both come back as 09123456789.
 */
export function numberCellText(value: string): string {
  let digits = value;
  if (!/^\d+$/.test(value)) {
    const n = Number(value);
    if (!Number.isInteger(n) || Math.abs(n) >= 1e21) return value;
    digits = BigInt(n).toString();
  }
  return digits.length === 10 && digits.charCodeAt(0) === 57 ? `0${digits}` : digits;
}

/** Scans a worksheet: each <row> with any text goes to `onRow` as its cells' texts, holes as ''. */
export class SheetHandler implements XmlHandler {
  private row: string[] = [];
  private nextColumn = 0;
  private column = 0;
  private type: string | null = null;
  private value = '';
  private inline = '';
  private raw = '';
  private capture: 'v' | 't' | null = null;
  private hasText = false;

  constructor(
    private readonly shared: Pick<SharedStrings, 'get'>,
    private readonly onRow: (row: string[]) => void,
  ) {}

  open(name: string, tag: string, selfClosing: boolean): void {
    if (name === 'c') {
      const ref = attribute(tag, 'r');
      const index = ref === null ? -1 : columnIndex(ref);
      this.column = index >= 0 ? index : this.nextColumn;
      this.nextColumn = this.column + 1;
      this.type = attribute(tag, 't');
      this.value = '';
      this.inline = '';
    } else if (name === 'row') {
      this.row = [];
      this.nextColumn = 0;
      this.hasText = false;
    } else if ((name === 'v' || name === 't') && !selfClosing) {
      this.capture = name;
      this.raw = '';
    }
  }

  text(raw: string): void {
    if (this.capture) this.raw += raw;
  }

  close(name: string): void {
    if (name === 'v' && this.capture === 'v') {
      this.value = this.raw;
      this.capture = null;
    } else if (name === 't' && this.capture === 't') {
      this.inline += decodeEntities(this.raw);
      this.capture = null;
    } else if (name === 'c') this.cell();
    else if (name === 'row' && this.hasText) {
      const row = this.row;
      for (let i = 0; i < row.length; i++) if (row[i] === undefined) row[i] = '';
      this.onRow(row);
    }
  }

  private cell(): void {
    let text: string;
    switch (this.type) {
      case 's':
        text = this.shared.get(Number(this.value)) ?? '';
        break;
      case 'inlineStr':
        text = this.inline;
        break;
      case 'str':
        text = decodeEntities(this.value);
        break;
      case null:
      case 'n':
        text = this.value === '' ? '' : numberCellText(this.value.trim());
        break;
      default:
        // Booleans, errors and dates are never a mobile number or a message.
        text = '';
    }
    if (text === '') return;
    this.row[this.column] = text;
    this.hasText = true;
  }
}
