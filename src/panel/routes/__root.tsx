import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/auth/not-found-screen.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { UpdatePrompt } from '../features/shell/update-prompt.tsx';
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
