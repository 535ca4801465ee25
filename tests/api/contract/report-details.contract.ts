// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the shapes are asserted.
// A send's recipients as documented (docs/report/bulk-recipient.md), narrowed by our status filter
// and number search: the documented shape and paging stay the same.
import { lineE164 } from '../../../src/domain/index.ts';
import type { ContractCase, ContractContext } from './case.ts';

/** A send of the demo account scheduled a day ahead: its recipients wait with status 0. */
async function scheduledSend(ctx: ContractContext): Promise<number> {
  const lines = (await ctx.api.get('/number/numbers', ctx.demoToken)).data as any[];
  const at = new Date(ctx.server.clock.now().getTime() + 86_400_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const answer = await ctx.api.call('POST', '/send', {
    token: ctx.demoToken,
    body: {
      sending_type: 'webservice',
      from_number: lineE164((lines.find((l) => l.is_default) ?? lines[0]).number),
      message: 'یادآوری نوبت فردا',
      params: { recipients: ['+989121110101', '+989351110101'] },
      send_time: at,
    },
  });
  return answer.data.message_outbox_ids[0];
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/report/bulk-recipient.md',
    method: 'GET',
    list: true,
    request: async (ctx) => ({
      path: `report/recipients?page=1&per_page=10&bulk_id=${await scheduledSend(ctx)}&message_status=0&recipient=0912`,
    }),
    data: {
      recipient: 'string',
      message: 'string',
      is_readable: 'boolean',
      msg_parts: 'string',
      message_status: 'string',
    },
  },
];
