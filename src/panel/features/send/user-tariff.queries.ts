import { queryOptions } from '@tanstack/react-query';
import * as bankCalls from '../../../domain/send/send-banks.calls.ts';
import { call } from '../../lib/api.ts';

/** The published tariff: per range of the user's lines, a part's price to MCI and to the others. */
export const userTariffQuery = () =>
  queryOptions({
    queryKey: ['send', 'user-tariff'] as const,
    queryFn: ({ signal }) => call(bankCalls.userTariffCall, { signal }),
    staleTime: 60 * 60_000,
  });
