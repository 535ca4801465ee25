// The security screen's handlers. Every call takes a logged-in person's token (the declarations say
// so); a session an admin opened as the customer may look, but may not change the password, the
// second step or the recovery codes, nor end sessions.
import * as calls from '../../domain/account/security.calls.ts';
import { accountSecurityMessages as m } from '../../domain/account/security.schema.ts';
import { refuseImpersonated } from '../auth/sessions.ts';
import { implement, reply } from '../http/calls.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  changePassword,
  disableTwoStep,
  enableTwoStep,
  endOtherSessions,
  endSession,
  listSessions,
  newRecoveryCodes,
  sendTwoStepCode,
  showQr,
  twoStepStatus,
} from './security.ts';

export const securityHandlers = (deps: ServerDeps) => [
  implement(calls.changePasswordCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    return reply(await changePassword(deps, auth, body, clientAddress(c)), m.passwordChanged);
  }),
  implement(calls.twoStepStatusCall, async ({ auth }) => twoStepStatus(deps, auth)),
  implement(calls.twoStepSendCodeCall, async ({ auth }) => {
    refuseImpersonated(auth);
    return reply(await sendTwoStepCode(deps, auth), m.codeSent);
  }),
  implement(calls.twoStepShowQrCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    return reply(await showQr(deps, auth, body.password, clientAddress(c)), m.scanQr);
  }),
  implement(calls.twoStepEnableCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    const result = await enableTwoStep(deps, auth, body, clientAddress(c));
    return reply(result, result.two_factor === 'sms' ? m.smsOn : m.totpOn);
  }),
  implement(calls.twoStepDisableCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    return reply(await disableTwoStep(deps, auth, body, clientAddress(c)), m.turnedOff);
  }),
  implement(calls.recoveryCodesCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    return reply(await newRecoveryCodes(deps, auth, body.code, clientAddress(c)), m.newRecoveryCodes);
  }),
  implement(calls.sessionListCall, async ({ auth }) => listSessions(deps, auth)),
  implement(calls.sessionEndCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    await endSession(deps, auth, body.id, clientAddress(c));
    return reply(null, m.sessionEnded);
  }),
  implement(calls.sessionEndOthersCall, async ({ auth, c }) => {
    refuseImpersonated(auth);
    return reply(await endOtherSessions(deps, auth, clientAddress(c)), m.othersEnded);
  }),
];
