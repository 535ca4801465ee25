import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ContactImportBodySchema,
  ContactListExportQuerySchema,
  contactEmail,
  contactFileMessages,
  contactText,
  featureDate,
  featureValue,
  ImportMappingSchema,
} from './contacts-files.schema.ts';

describe('a feature value from a file cell', () => {
  it('reads dates as Jalali, Gregorian or Excel serials, stored as YYYY-MM-DD', () => {
    expect(featureDate('1370/01/15')).toBe('1991-04-04');
    expect(featureDate('۱۴۰۳-۵-۱۲')).toBe('2024-08-02');
    expect(featureDate('2024-02-29')).toBe('2024-02-29');
    expect(featureDate('2023-02-29')).toBeNull();
    expect(featureDate('45000')).toBe('2023-03-15');
    expect(featureDate('1403/13/01')).toBeNull();
    expect(featureDate('1100/01/01')).toBeNull();
    expect(featureDate('دیروز')).toBeNull();
    expect(featureDate('0')).toBeNull();
  });

  it('judges a cell by its feature’s type; a blank cell is no value', () => {
    expect(featureValue('int', ' ۱۲٬۰۰۰ ')).toEqual({ value: '12000' });
    expect(featureValue('int', '3.0')).toEqual({ value: '3' });
    expect(featureValue('int', 'سه')).toEqual({ refused: contactFileMessages.refusedInt });
    expect(featureValue('date', '1403/05/12')).toEqual({ value: '2024-08-02' });
    expect(featureValue('date', 'x')).toEqual({ refused: contactFileMessages.refusedDate });
    expect(featureValue('string', ' تهران ')).toEqual({ value: 'تهران' });
    expect(featureValue('string', 'ش'.repeat(201))).toEqual({ refused: contactFileMessages.refusedText });
    expect(featureValue('string', '  \u200c ')).toBeNull();
  });

  it('takes a title, a name and an email, refusing what does not fit', () => {
    expect(contactText(' آقای ', 50)).toEqual({ value: 'آقای' });
    expect(contactText('x'.repeat(51), 50)).toEqual({ refused: contactFileMessages.refusedText });
    expect(contactText('')).toBeNull();
    expect(contactEmail('a@b.ir')).toEqual({ value: 'a@b.ir' });
    expect(contactEmail('نه')).toEqual({ refused: contactFileMessages.refusedEmail });
    expect(contactEmail(' ')).toBeNull();
  });
});

describe('the import’s mapping and body', () => {
  const message = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input);
    return result.success ? null : result.issues[0]?.message;
  };

  it('needs the number column and one thing a column', () => {
    expect(v.parse(ImportMappingSchema, { number: 1, name: 0, features: { 7: 2 } })).toEqual({
      number: 1,
      name: 0,
      features: { 7: 2 },
    });
    expect(message(ImportMappingSchema, { name: 0 })).toBe(contactFileMessages.numberColumnRequired);
    expect(message(ImportMappingSchema, { number: 0, email: 0 })).toBe(contactFileMessages.columnTwice);
    expect(message(ImportMappingSchema, { number: -1 })).toBe(contactFileMessages.invalidMapping);
    expect(message(ImportMappingSchema, { number: 0, features: { x: 1 } })).toBe(
      contactFileMessages.unknownFeature,
    );
  });

  it('takes the file alone or as a list, the mapping as JSON text, the header flag as 1/0', () => {
    const file = new Blob(['09121234567']);
    const body = v.parse(ContactImportBodySchema, { file: [file], mapping: '{"number":0}', header: '0' });
    expect(body).toEqual({ file, mapping: { number: 0 }, header: false });
    expect(v.parse(ContactImportBodySchema, { file }).file).toBe(file);
    expect(message(ContactImportBodySchema, {})).toBe(contactFileMessages.fileRequired);
    expect(message(ContactImportBodySchema, { file: [] })).toBe(contactFileMessages.fileRequired);
    expect(message(ContactImportBodySchema, { file, mapping: '{' })).toBe(contactFileMessages.invalidMapping);
    expect(message(ContactImportBodySchema, { file, header: 'بله' })).toBe(contactFileMessages.invalidHeader);
  });

  it('reads the export’s filters: a number as typed, a time as unix seconds or a date', () => {
    expect(
      v.parse(ContactListExportQuerySchema, { number: '+98912', from_created_at: '1745785800' }),
    ).toEqual({
      format: 'xlsx',
      number: '98912',
      from_created_at: 1745785800,
    });
    expect(v.parse(ContactListExportQuerySchema, { from_created_at: '1403/01/01' }).from_created_at).toBe(
      Date.parse('2024-03-20T00:00:00Z') / 1000,
    );
    expect(message(ContactListExportQuerySchema, { from_created_at: 'دیروز' })).toBe(
      contactFileMessages.invalidDate,
    );
    expect(message(ContactListExportQuerySchema, { phonebook_id: 'x' })).toBe(contactFileMessages.invalidId);
  });
});
