// A small streaming XML tokenizer for the two parts of an xlsx we read (no DOM in a worker, and a DOM
// of a 100 MB sheet would not fit anyway). Only an unfinished tag waits for the next chunk; text goes
// on in pieces that the handlers join before decoding, so a split entity or character comes out whole.

import { FileImportError } from './errors.ts';

const MAX_TAG_LENGTH = 1024 * 1024;

export interface XmlHandler {
  /** `tag` is the raw text between '<' and '>', for attribute look-ups ('' when not asked for). */
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  text(raw: string): void;
}

// Spreadsheet XML is mostly one-letter elements (<c>, <v>, <t>): those names come from a table.
const ONE_LETTER = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

function localName(tag: string, from: number): string {
  const second = tag.charCodeAt(from + 1);
  if (second === 32 || second === 62 || second === 47)
    return ONE_LETTER[tag.charCodeAt(from)] ?? tag[from] ?? '';
  let end = from;
  while (end < tag.length) {
    const c = tag.charCodeAt(end);
    if (c === 32 || c === 47 || c === 62 || c === 9 || c === 10 || c === 13) break;
    end++;
  }
  const name = tag.slice(from, end);
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body] ?? whole;
  });
}

export class XmlScanner {
  private rest = '';

  /** `attributesOf`: the element names whose tag text the handler reads; null for all. */
  constructor(
    private readonly handler: XmlHandler,
    private readonly attributesOf: ReadonlySet<string> | null = null,
  ) {}

  push(chunk: string): void {
    const s = this.rest === '' ? chunk : this.rest + chunk;
    const h = this.handler;
    let i = 0;
    for (;;) {
      const lt = s.indexOf('<', i);
      if (lt < 0) {
        // Handlers join text pieces before decoding entities, so text may be handed on in parts.
        if (i < s.length) h.text(s.slice(i));
        i = s.length;
        break;
      }
      if (lt > i) {
        h.text(s.slice(i, lt));
        i = lt;
      }
      const next = s.charCodeAt(lt + 1);
      let gt: number;
      if (next === 33 /* ! */) {
        // A comment, CDATA or doctype: CDATA is text, the rest is skipped.
        if (s.startsWith('<![CDATA[', lt)) {
          gt = s.indexOf(']]>', lt);
          if (gt < 0) break;
          h.text(
            s
              .slice(lt + 9, gt)
              .replace(/&/g, '&amp;')
              .replace(/</g, '&lt;'),
          );
          i = gt + 3;
          continue;
        }
        const close = s.startsWith('<!--', lt) ? '-->' : '>';
        gt = s.indexOf(close, lt);
        if (gt < 0) break;
        i = gt + close.length;
        continue;
      }
      gt = s.indexOf('>', lt);
      if (gt < 0) break;
      i = gt + 1;
      if (next === 63 /* ? */) continue;
      if (next === 47 /* / */) {
        h.close(localName(s, lt + 2));
        continue;
      }
      const selfClosing = s.charCodeAt(gt - 1) === 47;
      const name = localName(s, lt + 1);
      // Most tags' attributes are never read: slicing them out would cost a string per tag.
      const tag = this.attributesOf === null || this.attributesOf.has(name) ? s.slice(lt + 1, gt) : '';
      h.open(name, tag, selfClosing);
      if (selfClosing) h.close(name);
    }
    this.rest = s.slice(i);
    // A tag never ends: a broken or hostile file, not worth buffering further.
    if (this.rest.length > MAX_TAG_LENGTH) throw new FileImportError('damaged');
  }

  /** True when the input ended outside any tag (a cut document leaves a tag or text behind). */
  get clean(): boolean {
    return this.rest.trim() === '';
  }
}
