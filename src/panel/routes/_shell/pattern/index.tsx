import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PatternsHome } from '../../../features/patterns/patterns-list.tsx';
import { PATTERN_TABS, patternFilterSearch } from '../../../features/patterns/patterns-search.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/pattern/')({
  staticData: { title: 'الگوها' },
  validateSearch: listSearch(PATTERN_TABS.length, patternFilterSearch),
  beforeLoad: canonicalSearch,
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/pattern/');

function Screen() {
  return <PatternsHome search={route.useSearch()} />;
}
