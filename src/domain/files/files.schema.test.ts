import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FILES_DELETE_MAX,
  FileIdsSchema,
  fileMessages,
  RecipientsExportSchema,
  SystemicExportSchema,
} from './files.schema.ts';

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('export requests', () => {
  it('reads the systemic filters’ moments as unix seconds, digits in any script, or a stored UTC time', () => {
    const parsed = v.parse(SystemicExportSchema, {
      filters: {
        create_from_date: '۱۷۴۴۱۰۲۰۰۷',
        create_to_date: 1_744_102_100,
        send_from_date: '2025-04-08 08:46:47',
        send_to_date: '2025-04-08T08:47',
        from_exit_count: '۱',
        state_id: '6',
      },
    });
    expect(parsed.format).toBe('xlsx');
    expect(parsed.filters).toMatchObject({
      create_from_date: 1_744_102_007,
      create_to_date: 1_744_102_100,
      send_from_date: 1_744_102_007,
      send_to_date: 1_744_102_020,
      from_exit_count: 1,
      state_id: 6,
    });
  });

  it('refuses a moment, a count or a state it cannot read, in Persian', () => {
    expect(issues(SystemicExportSchema, { filters: { create_from_date: 'دیروز' } })).toEqual([
      fileMessages.invalidDate,
    ]);
    expect(issues(SystemicExportSchema, { filters: { from_exit_count: '-1' } })).toEqual([
      fileMessages.invalidCount,
    ]);
    expect(issues(SystemicExportSchema, { filters: { state_id: 10 } })).toEqual([
      fileMessages.invalidState_id,
    ]);
    expect(issues(SystemicExportSchema, { format: 'pdf' })).toEqual([fileMessages.invalidFormat]);
  });

  it('takes a send’s recipients by id, with a status 0–4', () => {
    expect(v.parse(RecipientsExportSchema, { bulk_id: '۱۲', status: 2, format: 'csv' })).toEqual({
      bulk_id: 12,
      status: 2,
      format: 'csv',
    });
    expect(issues(RecipientsExportSchema, { bulk_id: 12, status: 5 })).toEqual([fileMessages.invalidStatus]);
  });

  it('deletes files by their ids, each once, up to the limit', () => {
    expect(v.parse(FileIdsSchema, { ids: [3, 3, 4] })).toEqual({ ids: [3, 4] });
    expect(issues(FileIdsSchema, { ids: [] })).toEqual([fileMessages.invalidIds]);
    const many = Array.from({ length: FILES_DELETE_MAX + 1 }, (_, i) => i + 1);
    expect(issues(FileIdsSchema, { ids: many })).toEqual([fileMessages.tooManyIds]);
  });
});
