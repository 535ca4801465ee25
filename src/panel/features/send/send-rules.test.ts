import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/index.ts';
import { checkCommon, commonBody, EMPTY_COMMON, skippedText } from './send-rules.ts';

// 1405/01/01 00:00 in Tehran is 2026-03-20 20:30 UTC (Nowruz 1405, UTC+3:30).
const NOW = new Date(Date.UTC(2026, 2, 21, 12, 0));

describe('checkCommon (text and line required, a schedule given and not past)', () => {
  it('asks for the text and the line when both are missing', () => {
    expect(checkCommon(EMPTY_COMMON, NOW)).toEqual({
      text: messages.textRequired,
      lineId: messages.selectSenderLine,
    });
  });

  it('takes whitespace for no text', () => {
    expect(checkCommon({ ...EMPTY_COMMON, lineId: '3', text: ' \n ' }, NOW).text).toBe(messages.textRequired);
  });

  it('asks for a time when the send is scheduled without one, and refuses a past one', () => {
    const draft = { text: 'سلام', lineId: '3', later: true, at: '' };
    expect(checkCommon(draft, NOW).at).toBe('تاریخ و ساعت ارسال را انتخاب کنید');
    expect(checkCommon({ ...draft, at: '1404/12/01 10:00' }, NOW).at).toMatch(/گذشته/);
    expect(checkCommon({ ...draft, at: '1405/02/01 10:00' }, NOW)).toEqual({});
  });

  it('allows the grace the server allows, to the second: now 15:30 Tehran takes 15:20, refuses 15:19', () => {
    const draft = { text: 'سلام', lineId: '3', later: true };
    expect(checkCommon({ ...draft, at: '1405/01/01 15:20' }, NOW)).toEqual({});
    expect(checkCommon({ ...draft, at: '1405/01/01 15:20' }, new Date(NOW.getTime() + 1000)).at).toMatch(
      /گذشته/,
    );
    expect(checkCommon({ ...draft, at: '1405/01/01 15:19' }, NOW).at).toMatch(/گذشته/);
  });
});

describe('commonBody', () => {
  it('sends now with a null time, and a schedule as stored UTC', () => {
    const draft = { text: 'سلام', lineId: '7', later: false, at: '1405/02/01 10:00' };
    expect(commonBody(draft)).toEqual({ message: 'سلام', send_time: null });
    // 10:00 Tehran on 1405/02/01 (2026-04-21, no DST since 2022) is 06:30 UTC.
    expect(commonBody({ ...draft, later: true }).send_time).toBe('2026-04-21 06:30:00');
  });
});

describe('skippedText', () => {
  it('says how many numbers the price leaves out and why, or nothing when none is', () => {
    expect(skippedText({ blocked: 5, skipped: { blacklist: 3, cancel_11: 2 } })).toBe(
      '۵ شماره کنار گذاشته شد: لیست سیاه ۳، لیست لغو۱۱ ۲',
    );
    expect(skippedText({ blocked: 1200, skipped: { blacklist: 0, cancel_11: 1200 } })).toBe(
      '۱٬۲۰۰ شماره کنار گذاشته شد: لیست سیاه ۰، لیست لغو۱۱ ۱٬۲۰۰',
    );
    expect(skippedText({ blocked: 0, skipped: { blacklist: 0, cancel_11: 0 } })).toBeNull();
    expect(skippedText(null)).toBeNull();
  });
});
