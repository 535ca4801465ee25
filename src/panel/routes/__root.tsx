import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorFallback } from '../app/error-fallback.tsx';
import { UpdatePrompt } from '../app/update-prompt.tsx';
import { NotFoundScreen } from '../features/auth/not-found-screen.tsx';
import type { RouterContext } from '../router.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorFallback,
});

function Root() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
