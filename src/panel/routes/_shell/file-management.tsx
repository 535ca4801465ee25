import { createFileRoute } from '@tanstack/react-router';
import { FILE_CATEGORIES } from '../../../domain/files/files.schema.ts';
import { fileCategoriesQuery, filesQuery } from '../../features/files/files.queries.ts';
import { FilesScreen } from '../../features/files/files-screen.tsx';
import { canonicalSearch, listSearch } from '../../lib/list-search.ts';

// Tabs: all files, then one per category (recipients, systemic sends, inbox).
export const Route = createFileRoute('/_shell/file-management')({
  staticData: { title: 'مدیریت فایل‌ها' },
  validateSearch: listSearch(4),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search: { page, limit, tab } }) => ({ page, limit, tab }),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps: { page, limit, tab } }) => {
    // The first tab is every category.
    const category = tab > 0 ? FILE_CATEGORIES[tab - 1] : undefined;
    void queryClient.prefetchQuery(filesQuery(category, page, limit));
    void queryClient.prefetchQuery(fileCategoriesQuery());
  },
  component: FilesScreen,
});
