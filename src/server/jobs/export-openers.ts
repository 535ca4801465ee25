// What an export reads, opened from what its row stores (its category, its owner, its params as sent
// and when it was asked for): the request opens its source this way, and so does any process that
// takes over an export whose process died. Nothing an export reads lives only in a request's memory.
import { contactFileTexts } from '../../domain/contacts/contacts-files.messages.ts';
import type { ContactListExportQuery } from '../../domain/contacts/contacts-files.schema.ts';
import type { FileCategory, RecipientsExport, SystemicFilters } from '../../domain/files/files.schema.ts';
import type { InboxFilters } from '../../domain/inbox/inbox.schema.ts';
import type { TransactionFilters } from '../../domain/wallet/wallet-transfers.schema.ts';
import { bookFeatures, bookOf } from '../contacts/contact-import.ts';
import { contactsSource, userFeatures } from '../contacts/contact-import-files.ts';
import type { Queryable } from '../db/client.ts';
import { type ExportSource, inboxSource, recipientsSource, systemicSource } from '../files/export-sources.ts';
import { financialSource } from '../wallet/wallet-report.ts';

/** An export as its row keeps it. */
export type StoredExport = {
  userId: number;
  category: FileCategory;
  /** As the request gave them, through JSON (what the row's jsonb holds). */
  params: unknown;
  /** When it was asked for: a list of "the last 30 days" is of those days, whoever writes it. */
  at: Date;
};

/** A book's own export: its whole membership, its sheet named after it. */
export type BookExport = { phonebook_id: number; format: string; whole_book: true };

type Opener = (db: Queryable, job: StoredExport) => Promise<ExportSource>;

const openers: Record<FileCategory, Opener> = {
  recipients: (db, job) => recipientsSource(db, job.userId, job.params as RecipientsExport),
  systemic: (db, job) =>
    systemicSource(db, job.at, job.userId, (job.params as { filters: SystemicFilters }).filters),
  inbox: (db, job) => inboxSource(db, job.userId, (job.params as { filters: InboxFilters }).filters),
  financial: (db, job) =>
    financialSource(db, job.userId, (job.params as { filters?: TransactionFilters }).filters ?? {}),
  contacts: async (db, job) => {
    const params = job.params as (ContactListExportQuery & { phonebook_id?: number }) | BookExport;
    if ('whole_book' in params) {
      // The book is looked up again: one deleted meanwhile is a 404, and the export fails in Persian.
      const book = await bookOf(db, job.userId, String(params.phonebook_id));
      const filter = { phonebook_id: book.id, format: params.format } as ContactListExportQuery & {
        phonebook_id: number;
      };
      return contactsSource(db, job.userId, filter, await bookFeatures(db, job.userId, book.id), book.title);
    }
    const features =
      params.phonebook_id === undefined
        ? await userFeatures(db, job.userId)
        : await bookFeatures(db, job.userId, params.phonebook_id);
    return contactsSource(db, job.userId, params, features, contactFileTexts.sheetName);
  },
};

/** Opens the source of a stored export; throws an ApiError (404) when it is no longer the user's. */
export function openExport(db: Queryable, job: StoredExport): Promise<ExportSource> {
  return openers[job.category](db, job);
}
