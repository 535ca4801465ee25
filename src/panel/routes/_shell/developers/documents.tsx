import { createFileRoute } from '@tanstack/react-router';
import { documentQuery } from '../../../features/developers/documents.queries.ts';
import { DocumentsScreen } from '../../../features/developers/documents-screen.tsx';

export const Route = createFileRoute('/_shell/developers/documents')({
  staticData: { title: 'مستندات' },
  // Started on link intent, never awaited: offline, the saved document shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(documentQuery());
  },
  component: DocumentsScreen,
});
