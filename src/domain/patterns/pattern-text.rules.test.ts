import { describe, expect, it } from 'vitest';
import { PATTERN_TEXT_MAX } from '../core/limits.ts';
import {
  isValidPatternVariableName,
  isWithinPatternCap,
  pastePatternText,
  patternTags,
} from './pattern-text.rules.ts';

const at = (n: number) => ({ start: n, end: n });

describe('pattern text cap', () => {
  it('allows 2700 characters and not 2701', () => {
    expect(PATTERN_TEXT_MAX).toBe(2700);
    expect(isWithinPatternCap('a'.repeat(2700))).toBe(true);
    expect(isWithinPatternCap('a'.repeat(2701))).toBe(false);
    expect(isWithinPatternCap(`${'a'.repeat(2698)}\r\n`)).toBe(true);
  });

  it('inserts a paste that fits, whole, at the cursor', () => {
    expect(pastePatternText('سلام دنیا', at(4), ' عزیز')).toEqual({
      text: 'سلام عزیز دنیا',
      cursor: 9,
      truncated: false,
    });
  });

  it('truncates a paste so the total stays at 2700', () => {
    const r = pastePatternText('a'.repeat(2690), at(2690), 'b'.repeat(20));
    expect(r.text).toBe('a'.repeat(2690) + 'b'.repeat(10));
    expect(r).toMatchObject({ cursor: 2700, truncated: true });
    expect(pastePatternText('a'.repeat(2690), at(0), 'b'.repeat(10))).toMatchObject({ truncated: false });
    expect(pastePatternText('a'.repeat(2690), at(0), 'b'.repeat(11)).text).toHaveLength(2700);
  });

  it('counts the selection the paste replaces as free room', () => {
    const r = pastePatternText('a'.repeat(2700), { start: 100, end: 110 }, 'b'.repeat(50));
    expect(r.text).toBe(`${'a'.repeat(100)}${'b'.repeat(10)}${'a'.repeat(2590)}`);
    expect(r).toMatchObject({ cursor: 110, truncated: true });
    // A selection made backwards is the same selection.
    expect(pastePatternText('abc', { start: 3, end: 1 }, 'X').text).toBe('aX');
  });

  it('adds nothing to text already at or over the cap, and cuts nothing of it', () => {
    expect(pastePatternText('a'.repeat(2700), at(5), 'b')).toEqual({
      text: 'a'.repeat(2700),
      cursor: 5,
      truncated: true,
    });
    expect(pastePatternText('a'.repeat(2710), at(0), 'b').text).toBe('a'.repeat(2710));
  });

  it('never keeps half an emoji, and takes pasted CRLF as one line break', () => {
    const r = pastePatternText('a'.repeat(2699), at(2699), '😀');
    expect(r).toMatchObject({ text: 'a'.repeat(2699), truncated: true });
    expect(pastePatternText('a'.repeat(2697), at(2697), '\r\n😀').text).toBe(`${'a'.repeat(2697)}\n😀`);
  });

  it('clamps a selection outside the text', () => {
    expect(pastePatternText('abc', { start: 10, end: 12 }, 'X')).toEqual({
      text: 'abcX',
      cursor: 4,
      truncated: false,
    });
    expect(pastePatternText('abc', { start: -3, end: 0 }, 'X').text).toBe('Xabc');
  });
});

describe('pattern tags', () => {
  it('extracts the names in double curly braces, each once, in order', () => {
    expect(patternTags('سلام {{name}}، کد شما {{ code }} است. {{name}} عزیز')).toEqual(['name', 'code']);
    expect(patternTags('{name} {{}} {{ }} {{a{b}} text')).toEqual([]);
    expect(patternTags('{{{x}}}')).toEqual(['x']);
    expect(patternTags('')).toEqual([]);
  });

  it('accepts Latin variable names without spaces only', () => {
    expect(isValidPatternVariableName('code')).toBe(true);
    expect(isValidPatternVariableName('order_id2')).toBe(true);
    expect(isValidPatternVariableName('نام')).toBe(false);
    expect(isValidPatternVariableName('first name')).toBe(false);
    expect(isValidPatternVariableName('2fa')).toBe(false);
    expect(isValidPatternVariableName('')).toBe(false);
  });
});
