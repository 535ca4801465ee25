import { queryOptions } from '@tanstack/react-query';
import { SENDER_LINES_MAX_PER_PAGE } from '../../domain/index.ts';
import { senderLinesCall } from '../../domain/send/send.calls.ts';
import { callList } from './api.ts';

/** Under the send data's key root, so what refreshes the send's data refreshes the lines too. */
export const senderLinesKey = () => ['send', 'lines'] as const;

// number/numbers lists the account's sender lines, one of them the default: one page holds them all.
export const senderLinesQuery = () =>
  queryOptions({
    queryKey: senderLinesKey(),
    queryFn: async () =>
      (await callList(senderLinesCall, { query: { per_page: SENDER_LINES_MAX_PER_PAGE } })).items,
  });
