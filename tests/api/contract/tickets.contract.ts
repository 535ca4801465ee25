// Support tickets, as the published API documents them (docs/ticket): create, list, show and reply.
import { pngOfSize } from '../../tools/images.ts';
import type { ContractCase, ContractContext } from './case.ts';

const created = { ticket_id: 'integer' } as const;
const stamp = 'string';

/** A new ticket of the demo account, made as the page makes one (multipart, one file); answers its id. */
async function newTicket({ server, demoToken }: ContractContext): Promise<number> {
  const response = await fetch(`${server.url}/v1/api/ticket`, {
    method: 'POST',
    headers: { Authorization: demoToken, Accept: 'application/json' },
    body: ticketForm(),
  });
  return ((await response.json()) as { data: { ticket_id: number } }).data.ticket_id;
}

function ticketForm() {
  const body = new FormData();
  body.append('subject', 'عنوان تیکت');
  body.append('category_id', '1');
  body.append('description', 'متن تیکت');
  body.append('sms_notification', '1');
  body.append('file', new Blob([pngOfSize(2_000)], { type: 'image/png' }), 'file1.png');
  return body;
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/ticket/create-ticket.md',
    method: 'POST',
    request: () => ({ path: 'ticket', body: ticketForm() }),
    data: created,
  },
  {
    doc: 'docs/ticket/list-ticket.md',
    method: 'GET',
    request: async (ctx) => {
      await newTicket(ctx);
      return { path: 'ticket?page=1&per_page=10' };
    },
    list: true,
    data: {
      id: 'integer',
      ticket_id: 'integer',
      user_id: 'integer',
      category_id: 'integer',
      sub_category_id: 'integer',
      state_id: 'integer',
      subject: 'string',
      desc: 'string',
      created_at: stamp,
      updated_at: stamp,
      user_seen: 'integer',
      interaction_count: 'integer',
      category: { id: 'integer', name: 'string' },
      sub_category: { id: 'integer', title: 'string' },
      state: { id: 'integer', name: 'string' },
    },
  },
  {
    doc: 'docs/ticket/ticket-id.md',
    method: 'GET',
    request: async (ctx) => ({ path: `ticket/show?ticket_id=${await newTicket(ctx)}` }),
    data: {
      id: 'integer',
      ticket_id: 'integer',
      subject: 'string',
      category: 'string',
      state: 'string',
      state_id: 'integer',
      description: 'string',
      created_at: stamp,
      interactions: { array: 'any' },
    },
  },
  {
    doc: 'docs/ticket/reply-ticket.md',
    method: 'POST',
    request: async (ctx) => {
      const body = new FormData();
      body.append('ticket_id', String(await newTicket(ctx)));
      body.append('description', 'Sample reply');
      body.append('file', new Blob([pngOfSize(1_500)], { type: 'image/png' }), 'file1.png');
      return { path: 'ticket/interaction', body };
    },
    data: {
      interaction_id: 'integer',
      ticket: { id: 'integer', user_id: 'integer', parent_id: { oneOf: ['integer', 'null'] } },
    },
  },
];
