import { queryOptions } from '@tanstack/react-query';
import { keywordCountCall } from '../../../domain/api/calls/send-banks.calls.ts';
import { call } from '../../lib/api.ts';

// How many numbers texted the keyword to the user's lines (their inbox); disabled without a keyword.
export const keywordCountQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['send-data', 'keyword-count', keyword] as const,
    queryFn: async () => (await call(keywordCountCall, { query: { keyword } })).count,
    enabled: keyword !== '',
  });
