// Contacts in and out of files: a book's import (documented: docs/phonebook/number/import-number.md),
// its sample file (sample-import-number.md) and the exports of a book or a contact search
// (export-number-members.md, export-number-contacts.md). The documented answers are `data: null`:
// an import and an export answer at once and run on the server; the import announces itself with
// contact_import_progress / contact_import_done, the export as every export does (export_*).
import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import {
  BookExportQuerySchema,
  ContactImportBodySchema,
  ContactImportSchema,
  ContactListExportQuerySchema,
  IMPORT_MAX_BYTES,
  SampleQuerySchema,
} from './contacts-files.schema.ts';

const tag = 'contacts';

export const contactImportCall = defineCall({
  method: 'post',
  path: 'phonebooks/{phonebook_id}/import',
  title: 'ورود مخاطبان از فایل',
  summary:
    "Import a txt, csv, xlsx or xls file (multipart `file`) into one of the user's books, read as the file send reads files (its limits and messages). Ours: `mapping` (JSON: number, pre, name, email columns, zero-based, and features as {feature id: column}) and `header` (1/0). Runs in the background: answers at once; numbers already in the book are merged (non-empty cells update them).",
  origin: { documented: 'docs/phonebook/number/import-number.md' },
  tag,
  auth: 'any',
  permission: 'contacts.import',
  budget: 'import',
  body: ContactImportBodySchema,
  multipart: true,
  rawBody: true,
  maxBodyBytes: IMPORT_MAX_BYTES,
  errors: {
    404: 'No such book of this user',
    409: 'An import into this book is still running',
    422: 'No file, a file that cannot be read, or a bad mapping',
    429: "The user's import, or as many as the server runs at once, is still running",
  },
});

export const contactImportStatusCall = defineCall({
  method: 'get',
  path: 'phonebooks/{phonebook_id}/import/last',
  title: 'آخرین ورود از فایل دفترچه',
  summary:
    "The book's latest import: running with its progress, or its answer (added, merged, refused and why); null when the book has none",
  origin: { designed: 'The import sheet shows a running import, and its answer, after a reload.' },
  tag,
  auth: 'any',
  permission: 'contacts.import',
  data: v.nullable(ContactImportSchema),
  errors: { 404: 'No such book of this user' },
});

export const contactImportSampleCall = defineCall({
  method: 'get',
  path: 'phonebooks/{phonebook_id}/import/get-sample',
  title: 'فایل نمونهٔ ورود مخاطبان',
  summary:
    "A sample file for the book: a header row naming its columns in Persian (number, title, name, email and each of the book's features) and one example row. xlsx; ours: format=csv. A file, not the JSON envelope.",
  origin: {
    documented: 'docs/phonebook/number/sample-import-number.md',
    differences: [
      {
        field: 'data',
        what: 'The answer is the sample file itself (xlsx, or csv with format=csv), where the page shows the JSON envelope with data null and names no file.',
      },
    ],
  },
  tag,
  auth: 'any',
  permission: 'contacts.import',
  query: SampleQuerySchema,
  errors: { 404: 'No such book of this user' },
});

export const bookExportCall = defineCall({
  method: 'get',
  path: 'phonebooks/{phonebook_id}/export',
  title: 'خروجی دفترچه تلفن',
  summary:
    "Export one of the user's books (number, title, name, email, book, tags, each feature) as a file job in user/files; ours: format (csv or xlsx, xlsx when absent)",
  origin: { documented: 'docs/phonebook/number/export-number-members.md' },
  tag,
  auth: 'any',
  permission: 'contacts.export',
  budget: 'export',
  query: BookExportQuerySchema,
  errors: { 404: 'No such book of this user' },
});

export const contactListExportCall = defineCall({
  method: 'get',
  path: 'phonebooks/numbers/contact-list/export',
  title: 'خروجی مخاطبان',
  summary:
    "Export the user's contacts across books, filtered as documented (number prefix, phonebook_id, phonebook_title, from_created_at in unix seconds) and by ours (name prefix, tag, format), as a file job in user/files",
  origin: { documented: 'docs/phonebook/number/export-number-contacts.md' },
  tag,
  auth: 'any',
  permission: 'contacts.export',
  budget: 'export',
  query: ContactListExportQuerySchema,
});
