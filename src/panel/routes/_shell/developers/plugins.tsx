import { createFileRoute } from '@tanstack/react-router';
import { pluginsQuery } from '../../../features/developers/plugins.queries.ts';
import { PluginsScreen } from '../../../features/developers/plugins-screen.tsx';

export const Route = createFileRoute('/_shell/developers/plugins')({
  staticData: { title: 'افزونه‌ها' },
  // Started on link intent, never awaited: offline, the saved catalogue shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(pluginsQuery());
  },
  component: PluginsScreen,
});
