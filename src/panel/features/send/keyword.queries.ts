import { queryOptions } from '@tanstack/react-query';
import type { CountData } from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';

// How many numbers texted the keyword to the user's lines (their inbox); disabled without a keyword.
export const keywordCountQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['send-data', 'keyword-count', keyword] as const,
    queryFn: async () => (await api<CountData>('send/keyword/count', { query: { keyword } })).count,
    enabled: keyword !== '',
  });
