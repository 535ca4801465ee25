import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/files/files.calls.ts';
import type { FileCategory, FileFormat, UserFile } from '../../../domain/files/files.schema.ts';
import { call, callList } from '../../lib/api.ts';

export const fileKeys = {
  all: ['files'] as const,
  list: (category: FileCategory | undefined, page: number, limit: number) =>
    [...fileKeys.all, 'list', category ?? 'all', page, limit] as const,
  categories: () => [...fileKeys.all, 'categories'] as const,
};

export const filesQuery = (category: FileCategory | undefined, page: number, limit: number) =>
  queryOptions({
    queryKey: fileKeys.list(category, page, limit),
    queryFn: () => callList(calls.userFilesCall, { query: { category, page, per_page: limit } }),
  });

export const fileCategoriesQuery = () =>
  queryOptions({
    queryKey: fileKeys.categories(),
    queryFn: () => call(calls.userFileCategoriesCall),
  });

/** What an export button exports: a send's recipients, the systemic sends or the inbox, with filters. */
export type ExportTarget =
  | { kind: 'recipients'; bulkId: number; status?: number }
  | { kind: 'systemic'; filters?: Record<string, unknown> }
  | { kind: 'inbox'; filters?: Record<string, unknown> }
  /** Another area's export (contacts), started its own way. */
  | { kind: 'custom'; start: (format: FileFormat) => Promise<UserFile> };

export function startExport(target: ExportTarget, format: FileFormat): Promise<UserFile> {
  switch (target.kind) {
    case 'recipients':
      return call(calls.recipientsExportCall, {
        body: {
          bulk_id: target.bulkId,
          format,
          ...(target.status === undefined ? {} : { status: target.status }),
        },
      });
    case 'systemic':
      return call(calls.systemicExportCall, { body: { format, filters: target.filters ?? {} } });
    case 'inbox':
      return call(calls.inboxExportCall, { body: { format, filters: target.filters ?? {} } });
    case 'custom':
      return target.start(format);
  }
}

export const deleteFiles = (ids: number[]) => call(calls.deleteFilesCall, { body: { ids } });

export const markFilesSeen = (ids: number[]) => call(calls.seenFilesCall, { body: { ids } });

/** Files finished while the user was away, not yet announced. */
export const unseenFiles = () =>
  callList(calls.userFilesCall, { query: { unseen: '1', page: 1, per_page: 100 } });
