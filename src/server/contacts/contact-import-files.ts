// Contacts as files: what a book's export or a contact search's export reads (keyset pages straight
// from the database, the user's own rows only), and a book's sample file for the import. Both name the
// columns in Persian: number, title, name, email, then the book, tags and features.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactFileTexts } from '../../domain/contacts/contacts-files.messages.ts';
import {
  CONTACT_COLUMN_TITLES,
  type ContactListExportQuery,
  type ImportFeature,
} from '../../domain/contacts/contacts-files.schema.ts';
import { formatJalali } from '../../domain/core/jalali-format.ts';
import type { FileFormat } from '../../domain/files/files.schema.ts';
import type { Queryable } from '../db/client.ts';
import { EXPORT_BATCH, type ExportSource } from '../files/export-sources.ts';
import { type Cell, csvWriter, xlsxWriter } from '../files/export-writers.ts';
import { contactWhere } from './contacts.ts';

/** A mobile as people write it in Iran: 0912…; anything else as stored. */
const localMobile = (mobile: string) => (/^98\d{10}$/.test(mobile) ? `0${mobile.slice(2)}` : mobile);

/** A number as typed (0912, +98912, 98912, 912) as the start of a stored one (98912…). */
export function mobilePrefix(number: string): string {
  const digits = number.replace(/^\+/, '');
  if (digits.startsWith('0')) return `98${digits.slice(1)}`;
  if (digits.startsWith('9') && !digits.startsWith('98')) return `98${digits}`;
  return digits;
}

/** A feature's stored value as the file shows it: dates in Jalali, numbers as numbers. */
function featureCell(type: ImportFeature['type'], value: unknown): Cell {
  if (value === undefined || value === null || value === '') return '';
  if (type === 'int' && /^-?\d{1,15}$/.test(String(value))) return Number(value);
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatJalali(new Date(`${value}T12:00:00Z`), false, { digits: 'latin' });
  return String(value);
}

export type ContactFilter = ContactListExportQuery & { phonebook_id?: number | undefined };

/**
 * The contacts of a search (a book's export is the search by its id) with the features that fill
 * their columns: the book's own for a book, all of the user's for a search across books.
 */
export async function contactsSource(
  db: Queryable,
  userId: number,
  filter: ContactFilter,
  features: ImportFeature[],
  sheetName: string,
): Promise<ExportSource> {
  // The contact list's own condition: the file holds exactly the contacts the list shows.
  const { sql, params } = await contactWhere(db, userId, {
    ...(filter.phonebook_id === undefined ? {} : { phonebook_id: filter.phonebook_id }),
    ...(filter.number ? { number: mobilePrefix(filter.number) } : {}),
    ...(filter.name ? { name: filter.name } : {}),
    ...(filter.tag ? { tag: filter.tag } : {}),
    ...(filter.phonebook_title ? { phonebook_title: filter.phonebook_title } : {}),
    ...(filter.from_created_at === undefined ? {} : { from_created_at: filter.from_created_at }),
  });
  const from = 'phonebook_numbers n join phonebooks p on p.id = n.phonebook_id';
  const onlyBook = Object.keys(filter).every((k) => k === 'phonebook_id' || k === 'format');
  const [count] = onlyBook
    ? await db.query<{ n: number }>(
        'select member_count as n from phonebooks where id = $1 and user_id = $2',
        [filter.phonebook_id, userId],
      )
    : await db.query<{ n: number }>(`select count(*)::int as n from ${from} where ${sql}`, params);
  const n = params.length;
  return {
    sheetName,
    header: [
      CONTACT_COLUMN_TITLES.number,
      CONTACT_COLUMN_TITLES.pre,
      CONTACT_COLUMN_TITLES.name,
      CONTACT_COLUMN_TITLES.email,
      CONTACT_COLUMN_TITLES.book,
      CONTACT_COLUMN_TITLES.tags,
      ...features.map((f) => f.title),
      CONTACT_COLUMN_TITLES.created,
    ],
    columnWidths: [16, 10, 24, 28, 20, 24, ...features.map(() => 16), 18],
    total: count?.n ?? 0,
    async *batches() {
      let after = 0;
      for (;;) {
        const rows = await db.query<{
          id: number;
          mobile: string;
          pre: string;
          name: string;
          email: string;
          options: Record<string, unknown>;
          book: string;
          tags: string | null;
          created: number;
        }>(
          `select n.id::int as id, n.mobile, n.pre, n.name, n.email, n.options, p.title as book,
             (select string_agg(t.tag, $${n + 3} order by t.tag) from contact_tags t where t.number_id = n.id) as tags,
             floor(extract(epoch from n.created_at))::int as created
           from ${from} where ${sql} and n.id > $${n + 1} order by n.id limit $${n + 2}`,
          [...params, after, EXPORT_BATCH, contactFileTexts.tagSeparator],
        );
        if (rows.length === 0) return;
        after = (rows[rows.length - 1] as { id: number }).id;
        yield rows.map((r) => [
          localMobile(r.mobile),
          r.pre,
          r.name,
          r.email,
          r.book,
          r.tags ?? '',
          ...features.map((f) => featureCell(f.type, r.options[String(f.id)])),
          formatJalali(new Date(r.created * 1000), true, { digits: 'latin' }),
        ]);
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}

/** The user's features, for a search across books. */
export function userFeatures(db: Queryable, userId: number): Promise<ImportFeature[]> {
  return db.query<ImportFeature>(
    'select id::int as id, title, latin_title, type from contact_options where user_id = $1 order by id',
    [userId],
  );
}

const SAMPLE_BY_TYPE: Record<ImportFeature['type'], Cell> = {
  string: contactFileTexts.sampleText,
  date: '1403/05/12',
  int: 12,
};

/** A book's sample file: its columns named in Persian and one example contact. */
export async function sampleFile(features: ImportFeature[], format: FileFormat): Promise<Buffer> {
  const header = [
    CONTACT_COLUMN_TITLES.number,
    CONTACT_COLUMN_TITLES.pre,
    CONTACT_COLUMN_TITLES.name,
    CONTACT_COLUMN_TITLES.email,
    ...features.map((f) => f.title),
  ];
  const example: Cell[] = [
    '09121234567',
    contactFileTexts.samplePre,
    contactFileTexts.sampleName,
    'ali@example.com',
    ...features.map((f) => SAMPLE_BY_TYPE[f.type]),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'payamak-sample-'));
  const path = join(dir, `sample.${format}`);
  try {
    const writer =
      format === 'csv'
        ? csvWriter(path)
        : xlsxWriter(path, { sheetName: contactFileTexts.sheetName, columnWidths: header.map(() => 18) });
    await writer.write([header, example]);
    await writer.finish();
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
