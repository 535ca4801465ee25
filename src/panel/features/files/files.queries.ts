import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/files/files.calls.ts';
import type { FileCategory } from '../../../domain/files/files.schema.ts';
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

export const deleteFiles = (ids: number[]) => call(calls.deleteFilesCall, { body: { ids } });

export const markFilesSeen = (ids: number[]) => call(calls.seenFilesCall, { body: { ids } });

/** Files finished while the user was away, not yet announced. */
export const unseenFiles = () =>
  callList(calls.userFilesCall, { query: { unseen: '1', page: 1, per_page: 100 } });
