// Online payment, designed in the published style beside docs/payment/index.md's flow (the panel
// names the calls): generate-url's answer, the result page's payment, today's promotion.
import type { ContractCase } from './case.ts';
import type { Shape } from './shape.ts';

const generated: Shape = {
  url: 'string',
  authority: 'string',
  payment_id: 'integer',
  amount: 'integer',
  tax: 'integer',
  payable: 'integer',
  bonus: 'integer',
};

const query = 'amount=1000000&callbackUrl=https%3A%2F%2Fpanel.example.ir%2Fwallet%2Fpayment-result';

export const cases: ContractCase[] = [
  {
    doc: 'docs/payment/index.md',
    method: 'GET',
    request: () => ({ path: `payment/generate-url?${query}&description=${encodeURIComponent('شارژ')}` }),
    data: generated,
  },
  {
    doc: 'docs/payment/index.md',
    method: 'GET',
    request: async (ctx) => {
      const made = await ctx.api.call('GET', `/payment/generate-url?${query}`, { token: ctx.demoToken });
      return { path: `payment/verify/${made.data.payment_id}` };
    },
    data: {
      id: 'integer',
      method: 'string',
      state: 'string',
      amount: 'integer',
      tax: 'integer',
      bonus: 'integer',
      payable: 'integer',
      credited: 'integer',
      description: 'string',
      bank_reference: { oneOf: ['string', 'null'] },
      created_at: 'string',
      settled_at: { oneOf: ['string', 'null'] },
      credit: 'number',
    },
  },
  {
    doc: 'docs/payment/index.md',
    method: 'GET',
    request: () => ({ path: 'payment/promotion/today-charge' }),
    data: {
      oneOf: [
        'null',
        {
          id: 'integer',
          title: 'string',
          percent: 'integer',
          min_amount: 'integer',
          starts_on: 'string',
          ends_on: 'string',
        },
      ],
    },
  },
];
