import { createFileRoute } from '@tanstack/react-router';
import { FilesScreen } from '../../features/files/files-screen.tsx';
import { canonicalSearch, listSearch } from '../../lib/list-search.ts';

// Tabs: all files, then one per category (recipients, systemic sends, inbox).
export const Route = createFileRoute('/_shell/file-management')({
  staticData: { title: 'مدیریت فایل‌ها' },
  validateSearch: listSearch(4),
  beforeLoad: canonicalSearch,
  component: FilesScreen,
});
