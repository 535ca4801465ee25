// The pattern editor's state and the pure steps on it: the variable rows follow the {{tags}} typed in
// the text, a tag goes in at the caret, and a stored message (`%name%` between the pattern's
// delimiter) is cut into text and variables for showing.
import {
  DEFAULT_PATTERN_VARIABLE_LENGTH,
  digitsOnly,
  type PatternVariableType,
  pastePatternText,
  patternTags,
  type TextSelection,
} from '../../../domain/index.ts';

/** A variable's type and length as typed (the length stays text while the user edits it). */
export type VariableSetting = { type: PatternVariableType; length: string };

export type PatternDraft = {
  title: string;
  description: string;
  text: string;
  shared: boolean;
  website: string;
  /**
   * Settings by variable name. A tag taken out of the text and typed back keeps what was chosen for
   * it, so only the tags in the text are rows, but no choice is lost on the way.
   */
  settings: Record<string, VariableSetting>;
};

export const EMPTY_PATTERN_DRAFT: PatternDraft = {
  title: '',
  description: '',
  text: '',
  shared: false,
  website: '',
  settings: {},
};

export type VariableRow = { name: string } & VariableSetting;

const DEFAULT_SETTING: VariableSetting = { type: 'string', length: String(DEFAULT_PATTERN_VARIABLE_LENGTH) };

/** The variable rows: one per tag in the text, in the order they first appear. */
export function variableRows(draft: Pick<PatternDraft, 'text' | 'settings'>): VariableRow[] {
  return patternTags(draft.text).map((name) => ({ name, ...(draft.settings[name] ?? DEFAULT_SETTING) }));
}

/** A row's length as a number; 0 when it is empty or not a positive whole number. */
export function rowLength(row: VariableSetting): number {
  const n = Number(digitsOnly(row.length));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export type Insertion = { text: string; cursor: number } | null;

/**
 * `{{name}}` put in at the caret (replacing a selection). Null when it does not fit within the cap:
 * half a tag would be a broken variable, so nothing goes in.
 */
export function insertTag(text: string, selection: TextSelection, name: string): Insertion {
  const tag = `{{${name}}}`;
  const result = pastePatternText(text, selection, tag);
  return result.truncated ? null : { text: result.text, cursor: result.cursor };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function delimitedPattern(delimiter: string, names: readonly string[]): RegExp | null {
  if (!delimiter || names.length === 0) return null;
  const d = escapeRe(delimiter);
  const alternatives = [...names]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');
  return new RegExp(`${d}(${alternatives})${d}`, 'g');
}

export type Segment = { kind: 'text'; value: string } | { kind: 'variable'; name: string };

/** A stored message cut into its plain text and its variables, for showing the variables as chips. */
export function messageSegments(message: string, delimiter: string, names: readonly string[]): Segment[] {
  const pattern = delimitedPattern(delimiter, names);
  if (!pattern) return message ? [{ kind: 'text', value: message }] : [];
  const segments: Segment[] = [];
  let at = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > at) segments.push({ kind: 'text', value: message.slice(at, match.index) });
    segments.push({ kind: 'variable', name: match[1] ?? '' });
    at = match.index + match[0].length;
  }
  if (at < message.length) segments.push({ kind: 'text', value: message.slice(at) });
  return segments;
}
