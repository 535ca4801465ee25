// The credit, as the published API documents it (docs/payment/my-credit.md).
import type { ContractCase } from './case.ts';

export const cases: ContractCase[] = [
  {
    doc: 'docs/payment/my-credit.md',
    method: 'GET',
    request: () => ({ path: 'payment/credit/mine' }),
    data: {
      credit: 'number',
      yesterday_credit: 'number',
      gift: 'number',
      gift_expires_at: { oneOf: ['string', 'null'] },
      updated_at: 'string',
    },
  },
];
