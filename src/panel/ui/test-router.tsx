import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { render } from 'vitest-browser-react';

/** Test helper: renders a part on a /list route of a memory-history router, to read the URL it writes. */
export async function renderAtUrl(Component: ComponentType, url: string) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    component: () => <Component />,
    validateSearch: (search: Record<string, unknown>) => search,
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([list]), history });
  const screen = await render(<RouterProvider router={router} />);
  const search = () => router.state.location.search as Record<string, unknown>;
  return { router, history, screen, search };
}
