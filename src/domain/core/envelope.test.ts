import { describe, expect, it } from 'vitest';
import { listMeta } from './envelope.ts';

describe('listMeta', () => {
  it('counts from and to from 1 within the whole list, and the last page', () => {
    expect(listMeta({ items: [1, 2, 3], total: 23, page: 3, per_page: 10 }, 'http://x/v1/api/a')).toEqual({
      current_page: 3,
      from: 21,
      last_page: 3,
      path: 'http://x/v1/api/a',
      per_page: 10,
      to: 23,
      total: 23,
    });
  });

  it('answers null bounds and one last page for an empty list', () => {
    const meta = listMeta({ items: [], total: 0, page: 1, per_page: 10 }, '/p');
    expect(meta).toMatchObject({ from: null, to: null, last_page: 1, total: 0 });
  });

  it('a page past the end has no items and the real last page', () => {
    expect(listMeta({ items: [], total: 15, page: 5, per_page: 10 }, '/p')).toMatchObject({
      current_page: 5,
      from: null,
      last_page: 2,
    });
  });
});
