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
