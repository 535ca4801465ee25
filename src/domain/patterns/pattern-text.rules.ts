// Pattern (template) text: the 2700-character cap and paste truncation, and the
// tags in double curly braces. Lengths are UTF-16 code units, as a textarea's
// maxLength and selection offsets count them, after CRLF becomes one line break.
import { PATTERN_TEXT_MAX } from '../core/limits.ts';
import { normalizeLineBreaks } from '../core/sms-text.ts';

export type TextSelection = { start: number; end: number };
export type PasteResult = { text: string; cursor: number; truncated: boolean };

export function isWithinPatternCap(text: string): boolean {
  return normalizeLineBreaks(text).length <= PATTERN_TEXT_MAX;
}

/**
 * Pasting into the pattern text is truncated so the total stays within 2700 characters.
 * The pasted text replaces the selection and keeps as much of its beginning as fits, never half
 * of a surrogate pair. Text already over the cap is not cut (that is the form's error), but a
 * paste cannot add to it. The cursor lands after what was inserted.
 */
export function pastePatternText(current: string, selection: TextSelection, pasted: string): PasteResult {
  const start = Math.max(0, Math.min(selection.start, selection.end, current.length));
  const end = Math.min(current.length, Math.max(selection.start, selection.end));
  const clip = normalizeLineBreaks(pasted);
  const room = Math.max(0, PATTERN_TEXT_MAX - (current.length - (end - start)));
  let kept = clip.slice(0, room);
  const last = kept.charCodeAt(kept.length - 1);
  if (kept.length < clip.length && last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1);
  return {
    text: current.slice(0, start) + kept + current.slice(end),
    cursor: start + kept.length,
    truncated: kept.length < clip.length,
  };
}

// Tags are delimited by double curly braces; spaces inside the braces are not part of the name.
const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The tag names of a pattern text, each once, in order of first appearance. */
export function patternTags(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(TAG)) if (m[1]) names.add(m[1]);
  return [...names];
}

/** A variable name is Latin, without spaces (a letter, then letters, digits or _). */
export function isValidPatternVariableName(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(name);
}
