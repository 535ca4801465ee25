// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the shapes are asserted.
// Sending with a pattern and a voice code, as docs/send/pattern.md and docs/send/votp.md show them,
// with the provider's systemic login-code pattern (every account may send it); and our designed
// test send of a pattern to the caller's own mobile, in the same envelope.
import { lineE164 } from '../../../src/domain/index.ts';
import type { ContractCase, ContractContext } from './case.ts';
import type { Shape } from './shape.ts';

const sent: Shape = { message_outbox_ids: { array: 'integer' } };

async function demoLine({ api, demoToken }: ContractContext): Promise<string> {
  const lines = (await api.get('/number/numbers', demoToken)).data as any[];
  return lineE164((lines.find((l) => l.is_default) ?? lines[0]).number);
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/send/pattern.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'send',
      body: {
        sending_type: 'pattern',
        from_number: await demoLine(ctx),
        code: 'sys-login-code',
        recipients: ['+989120000000'],
        params: { brand: 'گلبرگ', code: '482913' },
      },
    }),
    data: sent,
  },
  {
    doc: 'docs/send/votp.md',
    method: 'POST',
    request: () => ({
      path: 'send',
      body: { sending_type: 'votp', message: '45852', params: { recipients: ['+989120000000'] } },
    }),
    data: sent,
  },
  {
    doc: 'designed: patterns/{pattern_code}/test-send (the pattern page’s test to the own mobile)',
    method: 'POST',
    request: () => ({
      path: 'patterns/sys-login-code/test-send',
      body: { params: { brand: 'گلبرگ', code: '1234' } },
    }),
    data: {
      ...sent,
      bulk_id: 'integer',
      text: 'string',
      mobile: 'string',
      price: 'integer',
      credit: 'integer',
    },
  },
];
