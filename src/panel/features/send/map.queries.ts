import { queryOptions } from '@tanstack/react-query';
import type { MapConfigData } from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';

// The provider's tile server for the send map (MAP_TILE_URL on the server), or null.
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: ['send-data', 'map-config'] as const,
    queryFn: () => api<MapConfigData>('send/map/config'),
    staleTime: 60 * 60 * 1000,
  });
