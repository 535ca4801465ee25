import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import { SendRequestSchema } from '../send/send.schema.ts';
import {
  PREDEFINED_GROUP_TITLE_MAX,
  PREDEFINED_TEXT_MAX,
  PredefinedCountQuerySchema,
  PredefinedDeleteSchema,
  PredefinedGroupDeleteSchema,
  PredefinedGroupUpdateSchema,
  PredefinedListQuerySchema,
  PredefinedMessageGroupSchema,
  PredefinedMessageSchema,
  PredefinedUpdateSchema,
  predefinedMessages,
} from './predefined.schema.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('PredefinedMessageSchema', () => {
  it('trims the text, keeps its line breaks as the textarea holds them, and takes a group', () => {
    expect(
      v.parse(PredefinedMessageSchema, { message: ' سلام\r\nلغو۱۱ ', title: ' تبریک ', draft_group_id: 3 }),
    ).toEqual({ message: 'سلام\nلغو۱۱', title: 'تبریک', draft_group_id: 3 });
    expect(
      v.parse(PredefinedMessageSchema, { message: 'x', draft_group_id: null }).draft_group_id,
    ).toBeNull();
  });

  it('refuses an empty text, a text over the most a predefined message holds, a long title and a bad group', () => {
    expect(firstMessage(PredefinedMessageSchema, { message: ' \n ' })).toBe(messages.textRequired);
    expect(firstMessage(PredefinedMessageSchema, {})).toBe(messages.textRequired);
    expect(firstMessage(PredefinedMessageSchema, { message: 'ب'.repeat(PREDEFINED_TEXT_MAX + 1) })).toBe(
      predefinedMessages.textTooLong,
    );
    expect(firstMessage(PredefinedMessageSchema, { message: 'x', title: 'ع'.repeat(101) })).toBe(
      predefinedMessages.titleTooLong,
    );
    expect(firstMessage(PredefinedMessageSchema, { message: 'x', draft_group_id: 0 })).toBe(
      predefinedMessages.groupNotFound,
    );
  });

  it('takes only texts a send takes, so a picked text is never refused by the send', () => {
    const send = (text: string) =>
      v.safeParse(SendRequestSchema, { type: 'quick', mobiles: ['09121234567'], sender_line_id: 1, text })
        .success;
    const longest = 'پ'.repeat(PREDEFINED_TEXT_MAX);
    expect(v.safeParse(PredefinedMessageSchema, { message: longest }).success).toBe(true);
    expect(send(longest)).toBe(true);
  });
});

describe('PredefinedUpdateSchema', () => {
  it('needs the message id and a text; title and group only when sent', () => {
    expect(v.parse(PredefinedUpdateSchema, { draft_id: 4, message: ' متن ' })).toEqual({
      draft_id: 4,
      message: 'متن',
    });
    expect(firstMessage(PredefinedUpdateSchema, { message: 'x' })).toBe(messages.required);
    expect(firstMessage(PredefinedUpdateSchema, { draft_id: 4 })).toBe(messages.textRequired);
  });
});

describe('PredefinedMessageGroupSchema and PredefinedGroupUpdateSchema', () => {
  it('need a title of at most the group title length, and the update an id', () => {
    expect(firstMessage(PredefinedMessageGroupSchema, { title: '  ' })).toBe(messages.required);
    expect(firstMessage(PredefinedMessageGroupSchema, {})).toBe(messages.required);
    expect(v.parse(PredefinedMessageGroupSchema, { title: ' مناسبت‌ها ' })).toEqual({ title: 'مناسبت‌ها' });
    expect(
      v.safeParse(PredefinedMessageGroupSchema, { title: 'ع'.repeat(PREDEFINED_GROUP_TITLE_MAX) }).success,
    ).toBe(true);
    expect(
      firstMessage(PredefinedMessageGroupSchema, { title: 'ع'.repeat(PREDEFINED_GROUP_TITLE_MAX + 1) }),
    ).toBe(predefinedMessages.groupTitleTooLong);
    expect(v.parse(PredefinedGroupUpdateSchema, { draft_group_id: 2, title: 'الف' })).toEqual({
      draft_group_id: 2,
      title: 'الف',
    });
    expect(firstMessage(PredefinedGroupUpdateSchema, { title: 'الف' })).toBe(messages.required);
  });
});

describe('PredefinedDeleteSchema and PredefinedGroupDeleteSchema', () => {
  it('need ids, in Persian even when they are missing', () => {
    expect(v.parse(PredefinedDeleteSchema, { draft_ids: [4, 5] })).toEqual({ draft_ids: [4, 5] });
    expect(firstMessage(PredefinedDeleteSchema, {})).toBe(messages.required);
    expect(firstMessage(PredefinedDeleteSchema, { draft_ids: [] })).toBe(messages.required);
    expect(firstMessage(PredefinedDeleteSchema, { draft_ids: ['x'] })).toBe(messages.required);
    expect(v.parse(PredefinedGroupDeleteSchema, { draft_group_id: 4 })).toEqual({ draft_group_id: 4 });
    expect(firstMessage(PredefinedGroupDeleteSchema, {})).toBe(messages.required);
  });
});

describe('PredefinedListQuerySchema', () => {
  it('defaults to page 1 of 10, reads Persian digits, and refuses page 0 or a limit over 100', () => {
    expect(v.parse(PredefinedListQuerySchema, {})).toEqual({ page: 1, per_page: 10, q: '' });
    expect(v.parse(PredefinedListQuerySchema, { per_page: '۳۰' })).toMatchObject({ per_page: 30 });
    // per_page wins over limit, the other name some calls of the published API use.
    expect(v.parse(PredefinedListQuerySchema, { per_page: '5', limit: '7' })).toMatchObject({ per_page: 5 });
    expect(
      v.parse(PredefinedListQuerySchema, { page: '۲', limit: '20', q: ' نوروز ', draft_group_id: '۷' }),
    ).toEqual({ page: 2, per_page: 20, q: 'نوروز', draft_group_id: 7 });
    expect(firstMessage(PredefinedListQuerySchema, { page: '0' })).toBe(messages.invalidPage);
    expect(firstMessage(PredefinedListQuerySchema, { limit: '101' })).toBe(messages.invalidLimit);
    expect(firstMessage(PredefinedListQuerySchema, { per_page: '101' })).toBe(messages.invalidLimit);
    expect(firstMessage(PredefinedListQuerySchema, { draft_group_id: 'x' })).toBe(
      predefinedMessages.groupNotFound,
    );
    expect(firstMessage(PredefinedCountQuerySchema, { draft_group_id: '0' })).toBe(
      predefinedMessages.groupNotFound,
    );
  });
});
