import { queryOptions } from '@tanstack/react-query';
import { agreementListCall, assignAgreementCall } from '../../../domain/send/send.calls.ts';
import { call } from '../../lib/api.ts';

// Under the send root but apart from sendKeys: a line's agreements are asked and accepted here only.
export const agreementKeys = {
  all: ['send', 'agreements'] as const,
  line: (lineId: string) => [...agreementKeys.all, lineId] as const,
};

// Numbers/agreement-list answers a line's agreements, each accepted or not.
export const lineAgreementsQuery = (lineId: string) =>
  queryOptions({
    queryKey: agreementKeys.line(lineId),
    queryFn: () => call(agreementListCall, { query: { number_id: lineId } }),
    enabled: lineId !== '',
  });

// Numbers/assign-agreement accepts them and answers the line's list again.
export function acceptAgreements(lineId: string, agreementIds: readonly number[]) {
  return call(assignAgreementCall, { body: { number_id: Number(lineId), agreement_ids: [...agreementIds] } });
}
