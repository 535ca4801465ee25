// The simulators' side doors: mounted in the demo only, each acting on the caller's own account.

import { authMessages } from '../../domain/auth/auth.messages.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import * as calls from '../../domain/simulators/demo.calls.ts';
import { issueHandover } from '../auth/recovery.ts';
import { ageSession } from '../auth/sessions.ts';
import { ApiError } from '../http/api-error.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { receiveInboxMessage } from '../inbox/inbox.ts';
import { changeCredit } from '../wallet/wallet.ts';
import { simulatedOutbox } from './demo.ts';

export const demoHandlers = (deps: ServerDeps) => [
  // Only the caller's own messages: a code is shown to the account it belongs to, no one else.
  implement(calls.demoOutboxCall, async ({ auth, query }) => {
    const items = await simulatedOutbox(deps.db, auth.user.mobile, query.limit);
    return { items, total: items.length, page: 1, per_page: query.limit };
  }),
  implement(calls.demoTopUpCall, async ({ auth, body }) => {
    const credit = await changeCredit(deps.db, deps.clock, {
      userId: auth.account.id,
      ...body,
      kind: 'demo',
    });
    return reply({ credit }, authMessages.creditAdded);
  }),
  implement(calls.demoInboxReceiveCall, async ({ auth, body }) => ({
    id: await receiveInboxMessage(deps.db, deps.clock, auth.account.id, body),
  })),
  implement(calls.demoAgeSessionCall, async ({ auth, body }) => {
    await ageSession(deps.db, auth, body.days * 24 * 60 * 60 * 1000);
    return null;
  }),
  implement(calls.demoHandoverCall, async ({ auth, body }) => {
    // The caller's own person: a colleague handed over as its owner would raise its own access.
    if (body.username && body.username !== auth.user.username)
      throw new ApiError(403, authMessages.handoverOwnOnly, undefined, MESSAGE_CODES.demoOwnAccount);
    return { token: await issueHandover(deps, auth.user.id) };
  }),
];
