// Kept cells must not pin the decoded chunks they were cut from (a p2p file's long messages would
// otherwise hold most of the sheet's text in memory).

/**
 * A copy of a string that shares no memory with the chunk it was cut from. V8 keeps a slice of 13 or
 * more characters as a view of its parent, so one kept cell would hold a whole decoded chunk alive.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}
