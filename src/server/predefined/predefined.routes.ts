// A user's predefined messages and their groups.

import { predefinedMessages } from '../../domain/index.ts';
import * as calls from '../../domain/predefined/predefined.calls.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { ifMatchOf } from '../http/revision.ts';
import {
  createPredefined,
  createPredefinedGroup,
  deletePredefined,
  deletePredefinedGroup,
  predefinedCount,
  predefinedGroups,
  predefinedPage,
  updatePredefined,
  updatePredefinedGroup,
} from './predefined.ts';

export const predefinedMessageHandlers = ({ db, clock }: ServerDeps) => [
  implement(calls.predefinedListCall, async ({ auth, query }) => predefinedPage(db, auth.account.id, query)),
  implement(calls.predefinedCreateCall, async ({ auth, body }) => {
    await createPredefined(db, clock, auth.account.id, body);
    return reply(null, predefinedMessages.messageSaved);
  }),
  implement(calls.predefinedUpdateCall, async ({ auth, body, c }) => {
    await updatePredefined(db, clock, auth.account.id, body, ifMatchOf(c));
    return reply(null, predefinedMessages.messageUpdated);
  }),
  implement(calls.predefinedDeleteCall, async ({ auth, body }) => {
    await deletePredefined(db, auth.account.id, body.draft_ids);
    return reply(null, predefinedMessages.messageDeleted);
  }),
  implement(calls.predefinedGroupListCall, async ({ auth, query }) =>
    predefinedGroups(db, auth.account.id, query),
  ),
  implement(calls.predefinedGroupCreateCall, async ({ auth, body }) => {
    await createPredefinedGroup(db, clock, auth.account.id, body.title);
    return reply(null, predefinedMessages.groupSaved);
  }),
  implement(calls.predefinedGroupUpdateCall, async ({ auth, body }) => {
    await updatePredefinedGroup(db, auth.account.id, body);
    return reply(null, predefinedMessages.groupUpdated);
  }),
  implement(calls.predefinedGroupDeleteCall, async ({ auth, body }) => {
    await deletePredefinedGroup(db, auth.account.id, body.draft_group_id);
    return reply(null, predefinedMessages.groupDeleted);
  }),
  implement(calls.predefinedGroupCountCall, async ({ auth, query }) => ({
    count: await predefinedCount(db, auth.account.id, query.draft_group_id),
  })),
];
