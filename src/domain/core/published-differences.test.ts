import { describe, expect, it } from 'vitest';
import { DIFFERENCES_EVERYWHERE } from './published-differences.ts';

describe('the differences from the published API that hold for every call', () => {
  it('are each stated once, saying what the pages show and what this server does', () => {
    expect(new Set(DIFFERENCES_EVERYWHERE).size).toBe(DIFFERENCES_EVERYWHERE.length);
    for (const difference of DIFFERENCES_EVERYWHERE) {
      expect(difference).toMatch(/published|docs|pages/);
      expect(difference).toMatch(/this server|ours/);
    }
  });
});
