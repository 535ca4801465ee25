import { describe, expect, it } from 'vitest';
import { parseJalali } from '../../../domain/index.ts';
import { isFiltered, reportListBody } from './report-lists.queries.ts';

describe('the reports screen’s URL as the documented body', () => {
  it('sends Jalali days as unix seconds from the first to the last second of the day', () => {
    const start = Math.floor((parseJalali('1404/08/01')?.getTime() ?? 0) / 1000);
    const body = reportListBody({ page: 3, limit: 20, created_from: '۱۴۰۴/۰۸/۰۱', created_to: '1404/08/01' });
    expect(body).toEqual({
      page: 3,
      limit: 20,
      filters: { create_from_date: String(start), create_to_date: String(start + 86_399) },
    });
  });

  it('maps each filter to its documented name, digits made Latin, blanks left out', () => {
    const body = reportListBody({
      line: '+9830004505001122',
      id: '۱۲۳',
      count_from: '۵',
      text: ' تخفیف ',
      state: '6',
      sent_to: 'نه تاریخ',
      count_to: '',
    });
    expect(body.filters).toEqual({
      number: '+9830004505001122',
      messages_outbox_id: '123',
      from_exit_count: '5',
      message: 'تخفیف',
      state_id: '6',
      send_to_date: 'نه تاریخ',
    });
    expect(isFiltered({ text: '' })).toBe(false);
    expect(isFiltered({ state: '0' })).toBe(true);
  });
});
