// The inbox: the received messages listed, opened, read, deleted, and their senders saved as a phonebook.
import * as calls from '../../domain/inbox/inbox.calls.ts';
import { inboxMessages } from '../../domain/inbox/inbox.schema.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  deleteInboxMessages,
  inboxPage,
  markInboxRead,
  saveSendersAsPhonebook,
  showInboxMessage,
  unreadCount,
} from './inbox.ts';

export const inboxHandlers = ({ db, clock }: ServerDeps) => [
  implement(calls.inboxListCall, async ({ auth, body }) => inboxPage(db, auth.account.id, body)),
  implement(calls.inboxUnreadCall, async ({ auth }) => ({ unread: await unreadCount(db, auth.account.id) })),
  implement(calls.inboxShowCall, async ({ auth, query }) =>
    showInboxMessage(db, clock, auth.account.id, query.id),
  ),
  implement(calls.inboxReadCall, async ({ auth, body }) => {
    const result = await markInboxRead(db, clock, auth.account.id, body.ids);
    return reply(result, inboxMessages.markedRead(result.count));
  }),
  implement(calls.inboxDeleteCall, async ({ auth, body }) => {
    const result = await deleteInboxMessages(db, auth.account.id, body.ids);
    return reply(result, inboxMessages.deleted(result.count));
  }),
  implement(calls.inboxSendersPhonebookCall, async ({ auth, body }) => {
    const result = await saveSendersAsPhonebook(db, clock, auth.account.id, body);
    return reply(result, inboxMessages.phonebookSaved(result.count));
  }),
];
