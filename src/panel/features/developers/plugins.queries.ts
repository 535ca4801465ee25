import { queryOptions } from '@tanstack/react-query';
import { pluginsCall } from '../../../domain/developers/plugins.calls.ts';
import { call } from '../../lib/api.ts';

/** The provider's integrations; a catalogue that changes with releases, so kept for an hour. */
export const pluginsQuery = () =>
  queryOptions({
    queryKey: ['developers', 'plugins'] as const,
    queryFn: () => call(pluginsCall),
    staleTime: 60 * 60_000,
  });
