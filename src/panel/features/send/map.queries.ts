import { queryOptions } from '@tanstack/react-query';
import { mapConfigCall } from '../../../domain/send/send-banks.calls.ts';
import { call } from '../../lib/api.ts';

// The provider's tile server for the send map (MAP_TILE_URL on the server), or null.
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: ['send', 'map-config'] as const,
    queryFn: () => call(mapConfigCall),
    staleTime: 60 * 60 * 1000,
  });
