import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Links prefetch on intent after 100 ms.
    defaultPreloadDelay: 100,
    scrollRestoration: true,
  });
}

/**
 * Fetches the code of the screens a path opens (each route's lazily loaded part) without running their
 * loaders: at start, so the first screen's code downloads while the rest of the start runs.
 */
export function preloadScreenOf(router: ReturnType<typeof createAppRouter>, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  // Every route names its title; device marks the mobile-only and desktop-only routes (the wrong device goes to /404).
  interface StaticDataRouteOption {
    title?: string;
    device?: 'mobile' | 'desktop';
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
