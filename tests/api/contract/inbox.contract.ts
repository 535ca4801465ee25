// The inbox as the published API documents it (docs/report/inbox-report.md): the received messages,
// paged, and only the new ones after filters.from_id.
import type { ContractCase } from './case.ts';

const message = {
  messages_inbox_id: 'integer',
  from: 'string',
  number: 'string',
  message: 'string',
  type: 'string',
  time: 'integer',
  seen: 'string',
} as const;

export const cases: ContractCase[] = [
  {
    doc: 'docs/report/inbox-report.md',
    method: 'POST',
    request: () => ({
      path: 'report/messages-inbox',
      body: { page: 1, per_page: 10, filters: { from_id: 125 } },
    }),
    list: true,
    data: message,
  },
  {
    doc: 'docs/report/inbox-report.md',
    method: 'POST',
    request: () => ({ path: 'report/messages-inbox', body: { page: 2, per_page: 2 } }),
    list: true,
    data: message,
  },
];
