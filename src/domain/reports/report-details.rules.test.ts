import { describe, expect, it } from 'vitest';
import {
  cumulative,
  fillTimeline,
  recipientSearch,
  recipientStatusWord,
  timelineBucket,
} from './report-details.rules.ts';

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

describe('recipientStatusWord', () => {
  const labels = ['ارسال شده', 'رسیده به مخابرات', 'رسیده به گوشی', 'نرسیده به گوشی', 'لیست سیاه'];
  const counts = (zero: number) => ({ 0: zero, 1: 0, 2: 3, 3: 1, 4: 0 });

  it('words status 0 as waiting while the send has not started', () => {
    expect(recipientStatusWord(0, { status: 'scheduled', counts: counts(0) }, labels)).toBe('در صف ارسال');
    expect(recipientStatusWord(0, { status: 'queued', counts: counts(0) }, labels)).toBe('در صف ارسال');
  });

  it('words status 0 as stopped once a stopped send has none out at 0', () => {
    expect(recipientStatusWord(0, { status: 'cancelled', counts: counts(0) }, labels)).toBe('متوقف شده');
    expect(recipientStatusWord(0, { status: 'cancelled', counts: counts(2) }, labels)).toBe('ارسال شده');
  });

  it('keeps the published words otherwise', () => {
    expect(recipientStatusWord(0, { status: 'sending', counts: counts(5) }, labels)).toBe('ارسال شده');
    expect(recipientStatusWord(2, { status: 'scheduled', counts: counts(0) }, labels)).toBe('رسیده به گوشی');
    expect(recipientStatusWord(3, { status: 'done', counts: counts(0) }, labels)).toBe('نرسیده به گوشی');
  });
});
