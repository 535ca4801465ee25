import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ApiCallScreen } from '../../../../features/developers/api-call-screen.tsx';
import { apiCallOneQuery } from '../../../../features/developers/api-calls.queries.ts';

export const Route = createFileRoute('/_shell/developers/api-calls/$id')({
  staticData: { title: 'فراخوانی API' },
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(apiCallOneQuery(id));
  },
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object (a split-off screen).
const route = getRouteApi('/_shell/developers/api-calls/$id');

function Screen() {
  return <ApiCallScreen id={route.useParams().id} />;
}
