// The simulators' side doors; mounted only when demo endpoints are on.
import * as calls from '../../domain/api/calls/demo.calls.ts';
import { authMessages } from '../../domain/auth-messages.ts';
import { ApiError } from '../services/api-error.ts';
import { implement, reply } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { simulatedOutbox } from '../services/demo.ts';
import { receiveInboxMessage } from '../services/inbox.ts';
import { findUser } from '../services/login.ts';
import { issueHandover } from '../services/recovery.ts';
import { ageSession } from '../services/sessions.ts';
import { changeCredit } from '../services/wallet.ts';

export const demoHandlers = (deps: ServerDeps) => [
  implement(calls.demoOutboxCall, async ({ query }) => {
    const items = await simulatedOutbox(deps.db, query.mobile, query.limit);
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
  implement(calls.demoHandoverCall, async ({ body }) => {
    const user = await findUser(deps, body.username);
    if (!user) throw new ApiError(404, authMessages.userNotFound);
    return { token: await issueHandover(deps, user.id) };
  }),
];
