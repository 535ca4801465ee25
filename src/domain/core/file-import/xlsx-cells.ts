// What an xlsx number cell says, as the text a user typed.

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
