// The profile and the mobile change: each acts on the caller's own row only. Changing the mobile
// changes where every code goes, so a session the provider's support opened for the user may not.
import * as calls from '../../domain/account/account.calls.ts';
import { accountMessages } from '../../domain/account/account.messages.ts';
import { accountOf, countedCodeCheck } from '../auth/login.ts';
import { securityEvent } from '../auth/security-log.ts';
import { refuseImpersonated } from '../auth/sessions.ts';
import { ApiError } from '../http/api-error.ts';
import { implement, reply } from '../http/calls.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ServerDeps } from '../http/context.ts';
import { ifMatchOf } from '../http/revision.ts';
import { simulatedIdentityRegistry } from '../simulators/identity-registry.ts';
import type { IdentityRegistry } from './identity-registry.ts';
import { confirmNewMobile, confirmOldMobile, requestChangeCode, sendNewMobileCode } from './mobile-change.ts';
import { showProfile, updateProfile } from './profile.ts';

/** Production always has one (IDENTITY_REGISTRY_URL); only the demo falls back to the simulator. */
const unavailable: IdentityRegistry = {
  match: () => Promise.reject(new ApiError(503, accountMessages.registryUnavailable)),
};

export const profileHandlers = (deps: ServerDeps) => {
  const identity = deps.identity ?? (deps.demo ? simulatedIdentityRegistry : unavailable);
  const flow = { ...deps, identity };
  return [
    implement(calls.showProfileCall, async ({ auth }) => showProfile(deps.db, auth.user.id)),
    implement(calls.updateProfileCall, async ({ auth, body, c }) =>
      reply(
        await updateProfile(deps.db, identity, auth.user.id, body, ifMatchOf(c), deps.clock.now()),
        accountMessages.profileSaved,
      ),
    ),
    implement(calls.requestChangeOtpCall, async ({ auth }) => {
      refuseImpersonated(auth);
      return reply(await requestChangeCode(flow, auth.user), accountMessages.codeSentToOld);
    }),
    implement(calls.confirmChangeOtpCall, async ({ auth, body, c }) => {
      refuseImpersonated(auth);
      const done = await countedCodeCheck(deps, auth.user, clientAddress(c), 'change_mobile', () =>
        confirmOldMobile(flow, auth.user, body),
      );
      return reply(done, accountMessages.oldMobileConfirmed);
    }),
    implement(calls.confirmNewMobileCall, async ({ auth, body }) => {
      refuseImpersonated(auth);
      return reply(await sendNewMobileCode(flow, auth.user, body), accountMessages.codeSentToNew);
    }),
    implement(calls.checkChangeOtpCall, async ({ auth, body, c }) => {
      refuseImpersonated(auth);
      const address = clientAddress(c);
      const done = await countedCodeCheck(deps, auth.user, address, 'change_mobile', () =>
        confirmNewMobile(flow, auth.user, body),
      );
      // Masked: the log says that the mobile changed, not whose numbers they are.
      const mask = (mobile: string) => `${mobile.slice(0, 5)}***${mobile.slice(-2)}`;
      securityEvent(deps.db, {
        kind: 'mobile_changed',
        outcome: 'success',
        userId: accountOf(auth.user),
        actorId: auth.user.id,
        address,
        detail: { from: mask(auth.user.mobile), to: mask(done.mobile) },
      });
      return reply(done, accountMessages.mobileChanged);
    }),
  ];
};
