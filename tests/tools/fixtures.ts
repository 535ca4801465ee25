// Committed test files (tests/fixtures), read for tests that run in Node.
import { readFileSync } from 'node:fs';

/** A fixture's bytes, a fresh copy each call (tests may change them). */
export function fixtureBytes(path: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../fixtures/${path}`, import.meta.url)));
}
