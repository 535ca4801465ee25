// The balance changes in wallet.ts only: no other service updates a wallet or writes the ledger.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');
/** The seeds and migrations write wallets as data, not as changes of a balance. */
const OUTSIDE = ['db'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return OUTSIDE.includes(relative(SERVER, path)) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the wallet', () => {
  it('is the one module that writes balances and ledger rows', () => {
    const writes = /\b(update\s+wallets\b|insert\s+into\s+wallets\b|insert\s+into\s+wallet_transactions\b)/i;
    const writers = sources(SERVER)
      .filter((path) => writes.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SERVER, path));
    expect(writers).toEqual(['wallet/wallet.ts']);
  });
});
