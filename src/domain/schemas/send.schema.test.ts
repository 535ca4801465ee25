import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { BankCountRequestSchema, SendRequestSchema, sendMessages } from './send.schema.ts';

const common = { sender_line_id: 1, text: ' سلام ' };

describe('SendRequestSchema', () => {
  it('normalises a quick send and fills the defaults', () => {
    const out = v.parse(SendRequestSchema, {
      type: 'quick',
      mobiles: ['۰۹۱۲۱۲۳۴۵۶۷', '+989351234567'],
      ...common,
    });
    expect(out).toEqual({
      type: 'quick',
      mobiles: ['989121234567', '989351234567'],
      sender_line_id: 1,
      text: 'سلام',
      scheduled_at: null,
      link_tracking: false,
    });
  });

  it('reports a bad number at its index, and more than 1000 pasted numbers', () => {
    const bad = v.safeParse(SendRequestSchema, { type: 'quick', mobiles: ['09121234567', '123'], ...common });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0].message).toBe(messages.numberNotValid);
    expect(v.getDotPath(bad.issues?.[0] as v.BaseIssue<unknown>)).toBe('mobiles.1');
    const many = v.safeParse(SendRequestSchema, {
      type: 'quick',
      mobiles: Array.from({ length: 1001 }, (_, i) => `0912${String(i).padStart(7, '0')}`),
      ...common,
    });
    expect(many.issues?.[0].message).toBe(messages.tooManyPastedNumbers);
  });

  it('asks for the choice each mode needs', () => {
    const first = (body: unknown) => v.safeParse(SendRequestSchema, body).issues?.[0].message;
    expect(first({ type: 'phonebook', phonebook_ids: [], ...common })).toBe(messages.selectPhonebook);
    expect(first({ type: 'city', ...common })).toBe(messages.selectCity);
    expect(first({ type: 'job', sub_category_ids: [], ...common })).toBe(messages.selectJob);
    expect(first({ type: 'file', ...common })).toBe(sendMessages.fileNumbersOrUpload);
    expect(first({ type: 'quick', mobiles: ['09121234567'], sender_line_id: 1, text: '  ' })).toBe(
      messages.textRequired,
    );
    expect(first({ type: 'map', polygon: [[51.4, 35.7]], ...common })).toBe(messages.selectLocation);
  });

  it('takes peer-to-peer pairs without a common text', () => {
    const out = v.parse(SendRequestSchema, {
      type: 'peer_to_peer',
      pairs: [{ mobile: '09121234567', text: 'سلام علی' }],
      sender_line_id: 1,
    });
    expect(out.type === 'peer_to_peer' && out.pairs[0]?.mobile).toBe('989121234567');
  });

  it('counts a bank target without the common fields', () => {
    expect(v.parse(BankCountRequestSchema, { type: 'city', city_ids: [3] })).toEqual({
      type: 'city',
      province_ids: [],
      county_ids: [],
      city_ids: [3],
      count: undefined,
    });
  });
});
