import { queryOptions } from '@tanstack/react-query';
import type { Agreement } from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';

// Its own key root, not send.queries.ts's: a line's agreements are asked and accepted here only.
export const agreementKeys = {
  all: ['line-agreements'] as const,
  line: (lineId: string) => [...agreementKeys.all, lineId] as const,
};

// spec 7 (Sending): numbers/agreement-list answers a line's agreements, each accepted or not.
export const lineAgreementsQuery = (lineId: string) =>
  queryOptions({
    queryKey: agreementKeys.line(lineId),
    queryFn: () => api<Agreement[]>('numbers/agreement-list', { query: { number_id: lineId } }),
    enabled: lineId !== '',
  });

// spec 7 (Sending): numbers/assign-agreement accepts them and answers the line's list again.
export function acceptAgreements(lineId: string, agreementIds: readonly number[]) {
  return api<Agreement[]>('numbers/assign-agreement', {
    body: { number_id: Number(lineId), agreement_ids: agreementIds },
  });
}
