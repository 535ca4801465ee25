import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  PredefinedDeleteSchema,
  PredefinedListQuerySchema,
  PredefinedMessageGroupSchema,
  PredefinedMessageSchema,
  predefinedMessages,
  SMS_TEXT_MAX,
} from './predefined-messages.schema.ts';
import { SendRequestSchema } from './send.schema.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('PredefinedMessageSchema', () => {
  it('trims the text, keeps its line breaks as the textarea holds them, and takes a group', () => {
    expect(
      v.parse(PredefinedMessageSchema, { text: ' سلام\r\nلغو۱۱ ', title: ' تبریک ', group_id: 3 }),
    ).toEqual({
      text: 'سلام\nلغو۱۱',
      title: 'تبریک',
      group_id: 3,
    });
    expect(v.parse(PredefinedMessageSchema, { text: 'x', group_id: null }).group_id).toBeNull();
  });

  it('refuses an empty text, a text no send would take, a long title and a bad group', () => {
    expect(firstMessage(PredefinedMessageSchema, { text: ' \n ' })).toBe(messages.textRequired);
    expect(firstMessage(PredefinedMessageSchema, {})).toBe(messages.textRequired);
    expect(firstMessage(PredefinedMessageSchema, { text: 'ب'.repeat(SMS_TEXT_MAX + 1) })).toBe(
      predefinedMessages.textTooLong,
    );
    expect(firstMessage(PredefinedMessageSchema, { text: 'x', title: 'ع'.repeat(101) })).toBe(
      predefinedMessages.titleTooLong,
    );
    expect(firstMessage(PredefinedMessageSchema, { text: 'x', group_id: 0 })).toBe(
      predefinedMessages.groupNotFound,
    );
  });

  it('takes exactly the texts a send takes, so a picked text is never refused by the send', () => {
    const send = (text: string) =>
      v.safeParse(SendRequestSchema, { type: 'quick', mobiles: ['09121234567'], sender_line_id: 1, text })
        .success;
    const longest = 'پ'.repeat(SMS_TEXT_MAX);
    expect(v.safeParse(PredefinedMessageSchema, { text: longest }).success).toBe(true);
    expect(send(longest)).toBe(true);
    expect(send(`${longest}پ`)).toBe(false);
  });
});

describe('PredefinedMessageGroupSchema', () => {
  it('needs a title', () => {
    expect(firstMessage(PredefinedMessageGroupSchema, { title: '  ' })).toBe(messages.required);
    expect(firstMessage(PredefinedMessageGroupSchema, {})).toBe(messages.required);
    expect(v.parse(PredefinedMessageGroupSchema, { title: ' مناسبت‌ها ' })).toEqual({ title: 'مناسبت‌ها' });
  });
});

describe('PredefinedDeleteSchema', () => {
  it('needs an id, in Persian even when it is missing', () => {
    expect(v.parse(PredefinedDeleteSchema, { id: 4 })).toEqual({ id: 4 });
    expect(firstMessage(PredefinedDeleteSchema, {})).toBe(messages.required);
    expect(firstMessage(PredefinedDeleteSchema, { id: 'x' })).toBe(messages.required);
  });
});

describe('PredefinedListQuerySchema', () => {
  it('defaults to page 1 of 10, reads Persian digits, and refuses page 0 or a limit over 100', () => {
    expect(v.parse(PredefinedListQuerySchema, {})).toEqual({ page: 1, limit: 10, q: '' });
    expect(
      v.parse(PredefinedListQuerySchema, { page: '۲', limit: '20', q: ' نوروز ', group_id: '۷' }),
    ).toEqual({
      page: 2,
      limit: 20,
      q: 'نوروز',
      group_id: 7,
    });
    expect(firstMessage(PredefinedListQuerySchema, { page: '0' })).toBe(messages.invalidPage);
    expect(firstMessage(PredefinedListQuerySchema, { limit: '101' })).toBe(messages.invalidLimit);
    expect(firstMessage(PredefinedListQuerySchema, { group_id: 'x' })).toBe(predefinedMessages.groupNotFound);
  });
});
