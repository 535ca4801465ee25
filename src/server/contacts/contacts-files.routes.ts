// Contacts in and out of files: thin handlers over contact-import.ts (the import jobs),
// contact-import-files.ts (the export sources and the sample) and the export queue. The book in the
// path must be the user's: another user's book is answered as a missing one (404).
import {
  bookExportCall,
  contactImportCall,
  contactImportSampleCall,
  contactImportStatusCall,
  contactListExportCall,
} from '../../domain/contacts/contacts-files.calls.ts';
import { contactFileTexts } from '../../domain/contacts/contacts-files.messages.ts';
import {
  type ContactImportBody,
  ContactImportBodySchema,
  contactFileMessages,
} from '../../domain/contacts/contacts-files.schema.ts';
import { fileMessages } from '../../domain/files/files.schema.ts';
import { implement, reply, validate } from '../http/calls.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { ServerDeps } from '../http/context.ts';
import type { BookExport } from '../jobs/export-openers.ts';
import { bookFeatures, bookOf, contactImports, lastImport } from './contact-import.ts';
import { sampleFile } from './contact-import-files.ts';
import { importBodyOf } from './contact-import-upload.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const contactFileHandlers = ({ db, clock, log, exports, leases }: ServerDeps) => {
  const imports = contactImports(db, clock, log, leases, exports.filesDir);
  return [
    implement(contactImportCall, async ({ auth, params, c }) => {
      const book = await bookOf(db, auth.account.id, params.phonebook_id);
      // Read here, not by the call machinery: a large upload is streamed (contact-import-upload.ts).
      const body = (await validate(ContactImportBodySchema, await importBodyOf(c))) as ContactImportBody;
      await imports.start({ userId: auth.account.id, book, body });
      return reply(null, contactFileMessages.importStarted);
    }),
    implement(contactImportStatusCall, async ({ auth, params }) => {
      const book = await bookOf(db, auth.account.id, params.phonebook_id);
      return lastImport(db, book.id);
    }),
    implement(contactImportSampleCall, async ({ auth, query, params }) => {
      const book = await bookOf(db, auth.account.id, params.phonebook_id);
      const bytes = await sampleFile(await bookFeatures(db, auth.account.id, book.id), query.format);
      const name = contactFileTexts.sampleFileName(book.title, query.format);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': CONTENT_TYPES[query.format],
          'Content-Length': String(bytes.length),
          'Content-Disposition': contentDisposition(name, `phonebook-${book.id}-sample.${query.format}`),
          'Cache-Control': 'private, no-store',
        },
      });
    }),
    implement(bookExportCall, async ({ auth, query, params }) => {
      const book = await bookOf(db, auth.account.id, params.phonebook_id);
      await exports.start({
        userId: auth.account.id,
        category: 'contacts',
        format: query.format,
        params: { phonebook_id: book.id, format: query.format, whole_book: true } satisfies BookExport,
        subject: book.id,
      });
      return reply(null, fileMessages.started);
    }),
    implement(contactListExportCall, async ({ auth, query }) => {
      await exports.start({
        userId: auth.account.id,
        category: 'contacts',
        format: query.format,
        params: query,
      });
      return reply(null, fileMessages.started);
    }),
  ];
};
