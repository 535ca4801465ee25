// The simulators' side doors: mounted in the demo only, each acting on the caller's own account.
import * as calls from '../../domain/api/calls/demo.calls.ts';
import { authMessages } from '../../domain/auth-messages.ts';
import { ApiError } from '../services/api-error.ts';
import { implement, reply } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { simulatedOutbox } from '../services/demo.ts';
import { receiveInboxMessage } from '../services/inbox.ts';
import { issueHandover } from '../services/recovery.ts';
import { ageSession } from '../services/sessions.ts';
import { changeCredit } from '../services/wallet.ts';

export const demoHandlers = (deps: ServerDeps) => [
  // Only the caller's own messages: a code is shown to the account it belongs to, no one else.
  implement(calls.demoOutboxCall, async ({ auth, query }) => {
    const items = await simulatedOutbox(deps.db, auth.user.mobile, query.limit);
    return { items, total: items.length, page: 1, per_page: query.limit };
  }),
  implement(calls.demoTopUpCall, async ({ auth, body }) => {
    const credit = await changeCredit(deps.db, deps.clock, {
      userId: auth.user.id,
      ...body,
      kind: 'demo',
    });
    return reply({ credit }, authMessages.creditAdded);
  }),
  implement(calls.demoInboxReceiveCall, async ({ auth, body }) => ({
    id: await receiveInboxMessage(deps.db, deps.clock, auth.user.id, body),
  })),
  implement(calls.demoAgeSessionCall, async ({ auth, body }) => {
    await ageSession(deps.db, auth, body.days * 24 * 60 * 60 * 1000);
    return null;
  }),
  implement(calls.demoHandoverCall, async ({ auth, body }) => {
    if (body.username && body.username !== auth.user.username)
      throw new ApiError(403, authMessages.handoverOwnOnly, undefined, 'demo-own-account');
    return { token: await issueHandover(deps, auth.user.id) };
  }),
];
