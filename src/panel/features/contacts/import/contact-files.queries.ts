// The calls of contacts in and out of files, as the import sheet and the export button make them. The
// published paths carry the book's id (phonebooks/{phonebook_id}/import), given as the call's params.
import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../../domain/contacts/contacts-files.calls.ts';
import type { ImportMapping } from '../../../../domain/contacts/contacts-files.schema.ts';
import { userFilesCall } from '../../../../domain/files/files.calls.ts';
import type { FileFormat, UserFile } from '../../../../domain/files/files.schema.ts';
import { phonebookListCall } from '../../../../domain/send/send-banks.calls.ts';
import { call, callFile, callList } from '../../../lib/api.ts';
import { fileNameOf, saveFile } from '../../../lib/save-file.ts';
import type { BookFeature } from './mapping-guess.ts';

export const contactFileKeys = {
  features: (bookId: number) => ['contacts', 'book-features', bookId] as const,
  lastImport: (bookId: number) => ['contacts', 'last-import', bookId] as const,
};

/** The features attached to a book, as phonebooks/list-new gives them. */
export const bookFeaturesQuery = (bookId: number) =>
  queryOptions({
    queryKey: contactFileKeys.features(bookId),
    queryFn: async (): Promise<BookFeature[]> => {
      const { items } = await callList(phonebookListCall, { query: { id: bookId, page: 1, per_page: 1 } });
      return (items[0]?.options ?? []) as BookFeature[];
    },
  });

export const lastImportQuery = (bookId: number) =>
  queryOptions({
    queryKey: contactFileKeys.lastImport(bookId),
    queryFn: () => call(calls.contactImportStatusCall, { params: { phonebook_id: bookId } }),
  });

export const startImport = (bookId: number, file: File, mapping: ImportMapping, header: boolean) =>
  call(calls.contactImportCall, {
    params: { phonebook_id: bookId },
    body: { file: [file] as unknown as Blob, mapping, header: header ? '1' : '0' },
  });

/** Downloads the book's sample file (the call needs the token, so not a plain link). */
export async function downloadSample(bookId: number, format: FileFormat = 'xlsx'): Promise<void> {
  const response = await callFile(calls.contactImportSampleCall, {
    params: { phonebook_id: bookId },
    query: { format },
  });
  saveFile(await response.blob(), fileNameOf(response) ?? `sample.${format}`);
}

export type ContactExportQuery = {
  phonebook_id?: number;
  number?: string;
  name?: string;
  tag?: string;
};

/**
 * Starts a contacts export and answers its file: the published calls answer `data: null`, so the file
 * is the user's newest of the contacts category, made by this very call.
 */
export async function startContactExport(filters: ContactExportQuery, format: FileFormat): Promise<UserFile> {
  const onlyBook = filters.phonebook_id !== undefined && !filters.number && !filters.name && !filters.tag;
  if (onlyBook)
    await call(calls.bookExportCall, {
      params: { phonebook_id: filters.phonebook_id as number },
      query: { format },
    });
  else
    await call(calls.contactListExportCall, {
      query: {
        format,
        ...(filters.phonebook_id === undefined ? {} : { phonebook_id: String(filters.phonebook_id) }),
        ...(filters.number ? { number: filters.number } : {}),
        ...(filters.name ? { name: filters.name } : {}),
        ...(filters.tag ? { tag: filters.tag } : {}),
      },
    });
  const { items } = await callList(userFilesCall, { query: { category: 'contacts', page: 1, per_page: 1 } });
  const file = items[0];
  if (!file) throw new Error('خطا در دریافت اطلاعات');
  return file;
}
