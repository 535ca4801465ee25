// The wallet's transfer calls. The published API names them without documenting them: they
// are designed in its style, and these cases hold them to the shapes we publish (wallet-transfers.calls.ts),
// replayed on the demo account.
import type { ContractCase } from './case.ts';
import type { Shape } from './shape.ts';

const text = { oneOf: ['string', 'null'] } as const;
const designed = (why: string) => `designed: ${why}`;

let reference = 900_000 + (process.pid % 1000) * 100;
const submittedAt = () => new Date(Date.now() - 3_600_000).toISOString();

const payment: Shape = {
  id: 'integer',
  method: 'string',
  state: 'string',
  amount: 'integer',
  tax: 'integer',
  bonus: 'integer',
  payable: 'integer',
  credited: 'integer',
  description: 'string',
  bank_reference: text,
  created_at: 'string',
  settled_at: text,
  credit: 'integer',
  reference_code: text,
  target: text,
  source_card: text,
  source_owner: text,
  submitted_at: text,
  admin_comment: text,
};

const alert: Shape = {
  enabled: 'boolean',
  threshold: 'integer',
  tripped: 'boolean',
  tripped_at: text,
  credit: 'integer',
};

export const cases: ContractCase[] = [
  {
    doc: designed('user/setting/payment_method_list'),
    method: 'GET',
    request: () => ({ path: 'user/setting/payment_method_list' }),
    list: true,
    data: { id: 'integer', kind: 'string', number: 'string', sheba: text, bank: 'string', owner: 'string' },
  },
  {
    doc: designed('user/setting/parent_account_contact'),
    method: 'GET',
    request: () => ({ path: 'user/setting/parent_account_contact' }),
    data: { kind: 'string', name: 'string', mobile: text, phone: text },
  },
  {
    doc: designed('card owner info, GET, cached 60 s'),
    method: 'GET',
    request: () => ({ path: 'payment/card-owner?card_number=6037991234567893' }),
    data: { card_number: 'string', owner: 'string', bank: text },
  },
  {
    doc: designed('payment/offline/card-to-card-create'),
    method: 'POST',
    request: () => ({
      path: 'payment/offline/card-to-card-create',
      body: {
        amount: 1_000_000,
        source_card: '6037991234567893',
        target: '6037997599991230',
        reference_code: String(++reference),
        submitted_at: submittedAt(),
        ui_callback: '/wallet/credit',
      },
    }),
    data: payment,
  },
  {
    doc: designed('payment/offline/bank-pay-create'),
    method: 'POST',
    request: () => ({
      path: 'payment/offline/bank-pay-create',
      body: {
        amount: 2_000_000,
        target: 'IR550170000000101234567001',
        reference_code: String(++reference),
        submitted_at: submittedAt(),
        ui_callback: '/wallet/credit',
      },
    }),
    data: payment,
  },
  {
    doc: designed('payment/list (the pending transfers)'),
    method: 'GET',
    request: () => ({ path: 'payment/list?state=pending' }),
    list: true,
    data: payment,
  },
  {
    doc: designed('report/payment/new, POST with filters'),
    method: 'POST',
    request: () => ({
      path: 'report/payment/new',
      body: { page: 1, per_page: 10, filters: { type: 'withdrawal' } },
    }),
    list: true,
    data: {
      id: 'integer',
      amount: 'integer',
      type: 'string',
      kind: 'string',
      description: 'string',
      balance_after: 'integer',
      created_at: 'string',
      bulk_id: { oneOf: ['integer', 'null'] },
      payment: {
        oneOf: ['null', { id: 'integer', method: 'string', state: 'string', reference: text }],
      },
    },
  },
  {
    doc: designed("report/payment/export/new, export_type 'financial' plus filters"),
    method: 'POST',
    status: 202,
    request: () => ({
      path: 'report/payment/export/new',
      body: { export_type: 'financial', format: 'csv', filters: { type: 'deposit' } },
    }),
    data: { id: 'integer', name: 'string', category: 'string', format: 'string', state: 'string' },
  },
  {
    doc: designed('the low-balance alert, read'),
    method: 'GET',
    request: () => ({ path: 'user/setting/wallet_alert' }),
    data: alert,
  },
  {
    doc: designed('the low-balance alert, set'),
    method: 'POST',
    request: () => ({ path: 'user/setting/wallet_alert', body: { enabled: true, threshold: 200_000 } }),
    data: alert,
  },
];
