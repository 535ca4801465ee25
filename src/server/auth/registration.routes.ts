// The register screen's calls and the packages on sale.

import { authMessages } from '../../domain/auth/auth.messages.ts';
import * as calls from '../../domain/auth/registration.calls.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { activityDomainList, packageList, register, usernameOrMobileTaken } from '../account/accounts.ts';
import { ApiError } from '../http/api-error.ts';
import { implement, reply } from '../http/calls.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ServerDeps } from '../http/context.ts';
import { signIn } from './login.ts';
import { sendRegistrationCode } from './registration.ts';
import { securityEvent } from './security-log.ts';

const wholeList = <T>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  per_page: Math.max(1, items.length),
});

export const accountHandlers = (deps: ServerDeps) => [
  implement(calls.checkExistCall, async ({ body, c }) => {
    const byMobile = body.user_name === undefined;
    if (await usernameOrMobileTaken(deps, body, clientAddress(c)))
      throw new ApiError(
        409,
        byMobile ? authMessages.mobileTaken : authMessages.usernameTaken,
        {},
        MESSAGE_CODES.refused,
      );
    return reply(null, byMobile ? authMessages.mobileFree : authMessages.usernameFree);
  }),
  implement(calls.activityDomainCall, async () => wholeList(await activityDomainList(deps.db))),
  implement(calls.packageListCall, async ({ query }) => packageList(deps.db, query)),
  implement(calls.generalPackageListCall, async ({ query }) => packageList(deps.db, query)),
  implement(calls.registerCodeCall, async ({ body, c }) =>
    reply(await sendRegistrationCode(deps, body.mobile, clientAddress(c)), authMessages.codeSent),
  ),
  implement(calls.registerCall, async ({ body, c }) => {
    const address = clientAddress(c);
    const user = await register(deps, body, address);
    securityEvent(deps.db, { kind: 'registered', outcome: 'success', userId: user.id, address });
    return reply(await signIn(deps, user), authMessages.registered, 201);
  }),
];
