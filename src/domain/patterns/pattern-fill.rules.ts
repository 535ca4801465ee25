// A pattern's text with its variables' values put in. The stored message writes each variable
// between two `delimiter`s: `%code%` with the documented `%`, `#code#` or `$$code$$` with another
// (the same delimiter on both sides). One pass from left to right: a value that itself holds
// `%name%` is not filled again, and a delimiter that does not open a Latin name closed by another
// delimiter stays as written (`۵۰% تخفیف`).

/** The variable names a message uses, each once, in order of first appearance. */
export function patternVariableNames(message: string, delimiter = '%'): string[] {
  const names = new Set<string>();
  for (const token of tokens(message, delimiter)) if (token.name !== null) names.add(token.name);
  return [...names];
}

type Token = { text: string; name: string | null };

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function tokens(message: string, delimiter: string): Token[] {
  const out: Token[] = [];
  if (delimiter === '') return [{ text: message, name: null }];
  let from = 0;
  let plain = '';
  while (from < message.length) {
    const open = message.indexOf(delimiter, from);
    if (open < 0) break;
    const close = message.indexOf(delimiter, open + delimiter.length);
    if (close < 0) break;
    const name = message.slice(open + delimiter.length, close);
    if (NAME.test(name)) {
      plain += message.slice(from, open);
      if (plain) out.push({ text: plain, name: null });
      plain = '';
      out.push({ text: message.slice(open, close + delimiter.length), name });
      from = close + delimiter.length;
    } else {
      // Not a variable: keep the first delimiter as text and look again from the next one.
      plain += message.slice(from, close);
      from = close;
    }
  }
  plain += message.slice(from);
  if (plain) out.push({ text: plain, name: null });
  return out;
}

/**
 * The message with each variable replaced by its value; a variable without a value stays as written
 * (the caller checks the values first: checkPatternValues).
 */
export function fillPattern(
  message: string,
  values: Readonly<Record<string, string>>,
  delimiter = '%',
): string {
  let out = '';
  for (const token of tokens(message, delimiter)) {
    const value = token.name === null ? undefined : values[token.name];
    out += value ?? token.text;
  }
  return out;
}
