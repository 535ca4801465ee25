import { describe, expect, it } from 'vitest';
import { cumulative, fillTimeline, recipientSearch, timelineBucket } from './report-details.ts';

describe('recipientSearch', () => {
  it('reads a number written from its start as a prefix of the stored 98… form', () => {
    expect(recipientSearch('0912')).toEqual({ digits: '98912', prefix: true });
    expect(recipientSearch('+98935')).toEqual({ digits: '98935', prefix: true });
    expect(recipientSearch('0098 912')).toEqual({ digits: '98912', prefix: true });
    expect(recipientSearch('۰۹۱۲-۱۲۳')).toEqual({ digits: '98912123', prefix: true });
  });

  it('reads other digits as a fragment anywhere in the number', () => {
    expect(recipientSearch('1234')).toEqual({ digits: '1234', prefix: false });
    expect(recipientSearch('٩١٢')).toEqual({ digits: '912', prefix: false });
    expect(recipientSearch('0000007')).toEqual({ digits: '0000007', prefix: false });
  });

  it('refuses letters, another country and what is too long to be part of a number', () => {
    for (const bad of ['', ' ', 'abc', '09a', '+44', '+', '123456789012345'])
      expect(recipientSearch(bad), bad).toBeNull();
  });
});

describe('timeline buckets', () => {
  it('takes the narrowest width that keeps the span within 60 points', () => {
    expect(timelineBucket(0)).toBe(5);
    expect(timelineBucket(299)).toBe(5);
    expect(timelineBucket(300)).toBe(10);
    expect(timelineBucket(3_540)).toBe(60);
    expect(timelineBucket(3_600)).toBe(300);
    expect(timelineBucket(86_400)).toBe(1_800);
    expect(timelineBucket(400 * 86_400)).toBe(86_400);
  });

  it('fills empty buckets with zeros and sums them up', () => {
    const points = fillTimeline(
      new Map([
        [0, { sent: 5, delivered: 0, failed: 0 }],
        [2, { sent: 0, delivered: 3, failed: 1 }],
      ]),
      3,
    );
    expect(points[1]).toEqual({ sent: 0, delivered: 0, failed: 0 });
    expect(cumulative(points)).toEqual([
      { sent: 5, delivered: 0, failed: 0 },
      { sent: 5, delivered: 0, failed: 0 },
      { sent: 5, delivered: 3, failed: 1 },
    ]);
  });
});
