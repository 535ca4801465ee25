import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BULK_STATUSES } from '../send/send.schema.ts';
import {
  BULK_STOP_REASONS,
  bulksInState,
  OUTBOX_STATE_COUNT,
  outboxStateId,
  outboxStateLabel,
  outboxStateTone,
  publishedSendType,
  ReportListBodySchema,
  reportListMessages,
  sendTypeLabel,
} from './report-lists.schema.ts';

describe('a send’s state 0–9', () => {
  it('maps every status and stop reason, and each state back to the bulks that have it', () => {
    for (const status of BULK_STATUSES) {
      const id = outboxStateId(status, null);
      expect(bulksInState(id).statuses).toContain(status);
      expect(bulksInState(id).stopReason).toBeNull();
    }
    for (const reason of BULK_STOP_REASONS) {
      const id = outboxStateId('cancelled', reason);
      expect(bulksInState(id)).toEqual({ statuses: ['cancelled'], stopReason: reason });
    }
    expect(outboxStateId('done', null)).toBe(6);
    expect(outboxStateId('cancelled', 'insufficient_credit')).toBe(8);
    expect(outboxStateLabel(8)).toBe('اعتبار ناکافی');
    expect(bulksInState(0).statuses).toEqual([]);
    expect(OUTBOX_STATE_COUNT).toBe(10);
  });
});

describe('the list body', () => {
  const parse = (body: unknown) => v.safeParse(ReportListBodySchema, body);
  const issue = (body: unknown) => {
    const r = parse(body);
    return r.success ? null : { path: v.getDotPath(r.issues[0]), message: r.issues[0].message };
  };

  it('reads the documented example, numbers as strings or numbers, limit or per_page', () => {
    const r = parse({
      page: '2',
      per_page: 20,
      filters: {
        username: '*',
        number: '۰۲۱۷۰۰۰۰۷۰',
        state_id: '6',
        from_exit_count: 1,
        to_exit_count: '100',
      },
    });
    expect(r.success && r.output).toEqual({
      page: 2,
      per_page: 20,
      filters: { username: '*', number: '+98217000070', state_id: 6, from_exit_count: 1, to_exit_count: 100 },
    });
    expect(parse({}).success && parse({}).output).toEqual({ page: 1, per_page: 10, filters: {} });
  });

  it('takes empty and null filters as none', () => {
    const r = parse({ filters: { message: '', state_id: null } });
    expect(r.success && r.output.filters).toEqual({});
  });

  it('refuses bad values and reversed ranges in Persian, on the field', () => {
    expect(issue({ filters: { state_id: '10' } })).toEqual({
      path: 'filters.state_id',
      message: reportListMessages.invalidState,
    });
    expect(issue({ filters: { send_from_date: 'x' } })?.message).toBe(reportListMessages.invalidDate);
    expect(issue({ filters: { create_from_date: 10, create_to_date: 5 } })).toEqual({
      path: 'filters.create_to_date',
      message: reportListMessages.invalidRange,
    });
    expect(issue({ limit: 101 })?.message).toBe(reportListMessages.invalidLimit);
  });
});

describe('a send’s type and state as the lists answer them', () => {
  it('names types as the published API does, and words both names alike', () => {
    expect(publishedSendType('quick', 'panel')).toBe('normal');
    expect(publishedSendType('quick', 'api')).toBe('webservice');
    expect(publishedSendType('city', 'panel')).toBe('regional');
    expect(publishedSendType('tower', 'api')).toBe('irancellarea');
    expect(publishedSendType('file', 'panel')).toBe('file');
    expect(sendTypeLabel('normal')).toBe(sendTypeLabel('quick'));
    expect(sendTypeLabel('regional')).toBe(sendTypeLabel('city'));
    expect(sendTypeLabel('irancellarea')).toBe(sendTypeLabel('tower'));
    expect(sendTypeLabel('webservice')).toBe('ارسال با وب‌سرویس');
    expect(sendTypeLabel('something-else')).toBe('سایر');
  });

  it('shows each state in its tone', () => {
    expect([...Array(OUTBOX_STATE_COUNT).keys()].map(outboxStateTone)).toEqual([
      'info',
      'info',
      'info',
      'danger',
      'danger',
      'info',
      'success',
      'neutral',
      'warning',
      'danger',
    ]);
  });
});
