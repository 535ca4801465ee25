import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// Dev only: in a production build import.meta.env.DEV is false, so this import is dead code and the
// gallery's modules never reach dist (checked by grepping the build for the gallery's title).
const Gallery = import.meta.env.DEV
  ? lazy(() => import('./-components/gallery.tsx').then((m) => ({ default: m.Gallery })))
  : null;

export const Route = createFileRoute('/dev/gallery')({
  // The URL-bound parts (filters, tabs, pagination) write their own params here.
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: () => {
    if (!Gallery) throw notFound();
  },
  component: GalleryRoute,
});

function GalleryRoute() {
  return Gallery ? (
    <Suspense fallback={null}>
      <Gallery />
    </Suspense>
  ) : null;
}
