// The colleagues area: access roles, colleagues and the account's activity log, the owner's alone
// (the declarations say `owner`; the call machinery refuses everyone else with 403-8 first).
import * as calls from '../../domain/colleagues/colleagues.calls.ts';
import { colleagueMessages as m } from '../../domain/colleagues/colleagues.schema.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { activityPage } from './activity.ts';
import {
  activateColleague,
  colleagueOf,
  colleaguePage,
  createRole,
  deactivateColleague,
  deleteRole,
  inviteColleague,
  permissionList,
  roleList,
  showRole,
  updateColleague,
  updateRole,
} from './colleagues.ts';

export const colleagueHandlers = (deps: ServerDeps) => {
  const { db } = deps;
  return [
    implement(calls.permissionListCall, async () => permissionList()),
    implement(calls.roleListCall, async ({ auth }) => roleList(db, auth.account.id)),
    implement(calls.roleShowCall, async ({ auth, params }) => showRole(db, auth.account.id, params.role_id)),
    implement(calls.roleCreateCall, async ({ auth, body }) =>
      reply(await createRole(deps, auth.account.id, body), m.roleCreated, 201),
    ),
    implement(calls.roleUpdateCall, async ({ auth, params, body }) =>
      reply(await updateRole(deps, auth.account.id, params.role_id, body), m.roleUpdated),
    ),
    implement(calls.roleDeleteCall, async ({ auth, params }) => {
      await deleteRole(deps, auth.account.id, params.role_id);
      return reply(null, m.roleDeleted);
    }),
    implement(calls.colleagueListCall, async ({ auth, query }) => colleaguePage(db, auth.account.id, query)),
    implement(calls.colleagueGetCall, async ({ auth, params }) =>
      colleagueOf(db, auth.account.id, params.colleague_id),
    ),
    implement(calls.colleagueCreateCall, async ({ auth, body }) =>
      reply(await inviteColleague(deps, auth.account, body), m.invited, 201),
    ),
    implement(calls.colleagueUpdateCall, async ({ auth, params, body }) =>
      reply(await updateColleague(deps, auth.account.id, params.colleague_id, body), m.updated),
    ),
    implement(calls.colleagueDeactivateCall, async ({ auth, params }) =>
      reply(await deactivateColleague(deps, auth.account.id, params.colleague_id), m.deactivated),
    ),
    implement(calls.colleagueActivateCall, async ({ auth, params }) =>
      reply(await activateColleague(deps, auth.account.id, params.colleague_id), m.activated),
    ),
    implement(calls.activityCall, async ({ auth, query }) => activityPage(db, auth.account.id, query)),
  ];
};
