// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the shapes are asserted.
// The outbox report list (report/new_list), as the published API documents it: the documented body
// (page, limit, filters) with the demo account's values, and the documented row and paging.
import { lineE164 } from '../../../src/domain/index.ts';
import type { ContractCase, ContractContext } from './case.ts';
import type { Shape } from './shape.ts';

const row: Shape = {
  username: 'string',
  number_color: 'string',
  number: 'string',
  number_id: 'string',
  messages_outbox_id: 'string',
  state: 'string',
  type: 'string',
  time_send: 'string',
  time: 'string',
  rcpts_count: 'string',
  exit_count: 'string',
  status: 'string',
  partner_id: 'null',
  in_delivery_line: 'integer',
  valid: 'string',
  message: 'string',
  part: { oneOf: ['string', 'null'] },
  cost: 'number',
  summary: { oneOf: ['string', 'null'] },
  user_ip: { oneOf: ['string', 'null'] },
  user_id: { oneOf: ['string', 'null'] },
  files_path: { oneOf: ['string', 'null'] },
  parent_id: { oneOf: ['string', 'null'] },
  state_id: 'integer',
};

/** A send of the demo account made now, scheduled a day ahead so nothing goes out. */
async function freshSend(ctx: ContractContext): Promise<{ id: number; line: string }> {
  const lines = (await ctx.api.get('/number/numbers', ctx.demoToken)).data as any[];
  const line = lineE164((lines.find((l) => l.is_default) ?? lines[0]).number);
  const at = new Date(ctx.server.clock.now().getTime() + 86_400_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const answer = await ctx.api.call('POST', '/send', {
    token: ctx.demoToken,
    body: {
      sending_type: 'webservice',
      from_number: line,
      message: 'تست گزارش ارسال',
      params: { recipients: ['+989121110031'] },
      send_time: at,
    },
  });
  return { id: answer.data.message_outbox_ids[0], line };
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/report/outbox-report.md',
    method: 'POST',
    list: true,
    request: async (ctx) => {
      const { id, line } = await freshSend(ctx);
      const now = Math.floor(ctx.server.clock.now().getTime() / 1000);
      return {
        path: 'report/new_list',
        body: {
          page: 1,
          limit: 10,
          filters: {
            username: '*',
            number: line,
            messages_outbox_id: String(id),
            create_from_date: String(now - 3600),
            create_to_date: String(now + 3600),
            send_from_date: String(now),
            send_to_date: String(now + 2 * 86_400),
            from_exit_count: 0,
            to_exit_count: 100,
            message: 'تست',
            state_id: '5',
          },
        },
      };
    },
    data: row,
  },
  {
    doc: 'docs/report/outbox-report.md',
    method: 'POST',
    list: true,
    request: () => ({ path: 'report/new_list', body: { page: 1, limit: 2 } }),
    data: row,
  },
  {
    doc: 'docs/report/outbox-report.md',
    method: 'POST',
    // A state that is none of a send's 0–9.
    request: () => ({ path: 'report/new_list', body: { page: 1, limit: 10, filters: { state_id: '10' } } }),
    status: 422,
    message_code: '400-31',
    data: 'null',
  },
];
