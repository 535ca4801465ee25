import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../contacts/contacts.schema.ts';
import { foldPersian } from '../core/persian-text.ts';
import {
  InboxFiltersSchema,
  InboxSendersPhonebookSchema,
  inboxMessages,
  lineKey,
  senderFragment,
} from './inbox.schema.ts';

describe('inbox filters', () => {
  it('read a sender fragment in any digit script, with the prefixes people type', () => {
    expect(senderFragment('۰۹۱۲ ۳۴۵')).toBe('98912345');
    expect(senderFragment('+98 912-345')).toBe('98912345');
    expect(senderFragment('00989121')).toBe('989121');
    expect(senderFragment('٤٥٦')).toBe('456');
    expect(senderFragment('abc')).toBeNull();
  });

  it('name a line by its number or id, never by letters', () => {
    expect(lineKey('+985000125478')).toBe('5000125478');
    expect(lineKey('۳۰۰۰۴۵۰۵')).toBe('30004505');
    expect(lineKey(7)).toBe('7');
    expect(lineKey('خط')).toBeNull();
    expect(lineKey('1'.repeat(19))).toBeNull();
  });

  it('search texts with Arabic and Persian letters alike', () => {
    expect(foldPersian('تخفيف')).toBe(foldPersian('تخفیف'));
    expect(foldPersian('كـد')).toBe('کد');
  });

  it('take read state as 0/1 in any form and refuse the rest', () => {
    expect(v.parse(InboxFiltersSchema, { seen: '۱' }).seen).toBe(true);
    expect(v.parse(InboxFiltersSchema, { seen: 0 }).seen).toBe(false);
    const bad = v.safeParse(InboxFiltersSchema, { seen: 'yes' });
    expect(bad.success ? null : bad.issues[0]?.message).toBe(inboxMessages.invalidSeen);
  });

  it('refuse a range that ends before it starts, on to_date', () => {
    const bad = v.safeParse(InboxFiltersSchema, { from_date: 10, to_date: 5 });
    expect(bad.success ? null : [v.getDotPath(bad.issues[0]), bad.issues[0]?.message]).toEqual([
      'to_date',
      inboxMessages.dateOrder,
    ]);
    expect(v.parse(InboxFiltersSchema, { from_date: '۱۰', to_date: 10 })).toEqual({
      from_date: 10,
      to_date: 10,
    });
  });

  it('drop empty filters', () => {
    expect(v.parse(InboxFiltersSchema, { sender: '', text: '  ', line: '' })).toEqual({});
  });
});

describe('the senders saved as a phonebook', () => {
  const titleIssue = (input: unknown) => v.safeParse(InboxSendersPhonebookSchema, input).issues?.[0]?.message;

  it('take a phonebook title as the contacts do: trimmed, required, at most 200 characters', () => {
    expect(v.parse(InboxSendersPhonebookSchema, { title: '  مشتریان  ' })).toEqual({
      title: 'مشتریان',
      filters: {},
    });
    expect(v.parse(InboxSendersPhonebookSchema, { title: 'ا'.repeat(200) }).title).toHaveLength(200);
    expect(titleIssue({ title: 'ا'.repeat(201) })).toBe(contactMessages.titleTooLong);
    expect(titleIssue({})).toBe(inboxMessages.titleRequired);
    expect(titleIssue({ title: '   ' })).toBe(contactMessages.titleRequired);
  });
});
