import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import {
  ACTIVITY_ACTIONS,
  ActivityQuerySchema,
  activityActionLabels,
  ColleagueListQuerySchema,
  ColleagueUpdateSchema,
  colleagueMessages,
  RoleSchema,
} from './colleagues.schema.ts';

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

describe('RoleSchema', () => {
  it('takes a title and permissions of the catalogue, each once; none is a role too', () => {
    expect(v.parse(RoleSchema, { title: ' فروش ', permissions: ['send.sms', 'send.sms'] })).toEqual({
      title: 'فروش',
      permissions: ['send.sms'],
    });
    expect(v.parse(RoleSchema, { title: 'بی‌دسترسی', permissions: [] }).permissions).toEqual([]);
  });

  it('refuses an unknown permission, an empty or long title', () => {
    expect(firstMessage(RoleSchema, { title: 'x', permissions: ['owner'] })).toBe(
      colleagueMessages.unknownPermission,
    );
    expect(firstMessage(RoleSchema, { title: ' ', permissions: [] })).toBe(messages.required);
    expect(firstMessage(RoleSchema, { title: 'ا'.repeat(101), permissions: [] })).toBe(
      colleagueMessages.roleTitleTooLong,
    );
  });
});

describe('ColleagueUpdateSchema', () => {
  it('needs a role', () => {
    const body = { first_name: 'مریم', last_name: 'احمدی', mobile: '09121234567', role_ids: [] };
    expect(firstMessage(ColleagueUpdateSchema, body)).toBe(colleagueMessages.roleRequired);
  });
});

describe('the lists', () => {
  it('filter colleagues by status, and search nothing unless asked', () => {
    expect(v.parse(ColleagueListQuerySchema, { status: 'pending' })).toEqual({
      status: 'pending',
      search: '',
      page: 1,
      per_page: 10,
    });
    expect(firstMessage(ColleagueListQuerySchema, { status: 'gone' })).toBe(messages.invalidValue);
  });

  it('filter the activity by member, action and dates (ISO or Jalali)', () => {
    const parsed = v.parse(ActivityQuerySchema, {
      member: '۱۲',
      action: 'send',
      from: '2026-01-01',
      to: '1404/10/11',
    });
    expect(parsed).toMatchObject({ member: 12, action: 'send', from: '2026-01-01T00:00:00.000Z' });
    expect(parsed.to).toMatch(/^2025-12-31T20:30:00/);
    expect(firstMessage(ActivityQuerySchema, { from: 'yesterday' })).toBe(messages.invalidDate);
    expect(firstMessage(ActivityQuerySchema, { action: 'hack' })).toBe(messages.invalidValue);
  });

  it('label every action in Persian', () => {
    for (const action of ACTIVITY_ACTIONS) expect(activityActionLabels[action]).toMatch(/[\u0600-\u06ff]/);
    expect(colleagueMessages.invitation('شرکت', 'maryam', 'Ab1!xyz')).toContain('maryam');
  });
});
