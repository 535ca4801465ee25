// The developers area: the account's API keys. An impersonated session may list and delete them, but
// may neither make one nor see one whole.
import * as logCalls from '../../domain/developers/api-calls.calls.ts';
import { callIdOf } from '../../domain/developers/api-calls.schema.ts';
import * as calls from '../../domain/developers/developers.calls.ts';
import { apiKeyMessages } from '../../domain/developers/developers.schema.ts';
import { pluginsCall } from '../../domain/developers/plugins.calls.ts';
import * as hooks from '../../domain/developers/webhooks.calls.ts';
import { endpointIdOf, webhookMessages } from '../../domain/developers/webhooks.schema.ts';
import { accountOf, countedCodeCheck } from '../auth/login.ts';
import { securityEvent } from '../auth/security-log.ts';
import { type Auth, refuseImpersonated } from '../auth/sessions.ts';
import { implement, reply } from '../http/calls.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ServerDeps } from '../http/context.ts';
import { apiKeyPage, createApiKey, deleteApiKey, sendApiKeyCode, showApiKey } from './api-keys.ts';
import { PLUGINS } from './plugins.ts';
import { addressPolicy } from './webhook-address.ts';
import {
  attemptPage,
  createWebhook,
  deleteWebhook,
  queueTestEvent,
  resendEvent,
  updateWebhook,
  type WebhookDeps,
  webhookPage,
} from './webhooks.ts';

export const developerHandlers = (deps: ServerDeps) => {
  const record = (auth: Auth, address: string, kind: 'api_key_created' | 'api_key_shown', id: number) =>
    securityEvent(deps.db, {
      kind,
      outcome: 'success',
      userId: accountOf(auth.user),
      actorId: auth.user.id,
      impersonated: auth.impersonated,
      address,
      detail: { api_key_id: id },
    });
  const allowed = deps.webhookAllowAddresses ?? [];
  const hookDeps: WebhookDeps = {
    db: deps.db,
    clock: deps.clock,
    policy: addressPolicy(allowed),
    allowsPlainHttp: allowed.length > 0,
    ...(deps.apiKeySecret ? { apiKeySecret: deps.apiKeySecret } : {}),
  };
  return [
    implement(pluginsCall, async () => [...PLUGINS]),
    implement(calls.apiKeyListCall, async ({ auth, query }) => apiKeyPage(deps.db, auth.account.id, query)),
    implement(calls.apiKeyCreateCall, async ({ auth, body, c }) => {
      refuseImpersonated(auth);
      const made = await createApiKey(deps, auth.account.id, auth.user.id, body);
      record(auth, clientAddress(c), 'api_key_created', made.id);
      return reply(made, apiKeyMessages.created, 201);
    }),
    implement(calls.apiKeyOtpCall, async ({ auth, body }) => {
      refuseImpersonated(auth);
      return reply(await sendApiKeyCode(deps, auth.user, auth.account.id, body.id), apiKeyMessages.codeSent);
    }),
    implement(calls.apiKeyShowCall, async ({ auth, body, c }) => {
      refuseImpersonated(auth);
      const address = clientAddress(c);
      // Wrong codes count against the account across codes, as a login's do.
      const shown = await countedCodeCheck(deps, auth.user, address, 'api_key', () =>
        showApiKey(deps, auth.user.id, auth.account.id, body),
      );
      record(auth, address, 'api_key_shown', shown.id);
      return reply(shown, apiKeyMessages.shown);
    }),
    implement(calls.apiKeyDeleteCall, async ({ auth, body }) => {
      await deleteApiKey(deps.db, { accountId: auth.account.id, actorId: auth.user.id }, body.id);
      return reply(null, apiKeyMessages.deleted);
    }),
    implement(hooks.webhookListCall, async ({ auth, query }) =>
      webhookPage(hookDeps, auth.account.id, query),
    ),
    implement(hooks.webhookCreateCall, async ({ auth, body }) =>
      reply(await createWebhook(hookDeps, auth.account.id, body), webhookMessages.created, 201),
    ),
    implement(hooks.webhookUpdateCall, async ({ auth, body }) =>
      reply(await updateWebhook(hookDeps, auth.account.id, body), webhookMessages.updated),
    ),
    implement(hooks.webhookDeleteCall, async ({ auth, body }) => {
      await deleteWebhook(deps.db, auth.account.id, body.id);
      return reply(null, webhookMessages.deleted);
    }),
    implement(hooks.webhookTestCall, async ({ auth, body }) => {
      await queueTestEvent(hookDeps, auth.account.id, body.id);
      return reply(null, webhookMessages.testQueued);
    }),
    implement(hooks.webhookResendCall, async ({ auth, body }) => {
      await resendEvent(hookDeps, auth.account.id, body.id, body.event_id);
      return reply(null, webhookMessages.resendQueued);
    }),
    implement(hooks.webhookAttemptListCall, async ({ auth, params, query }) =>
      attemptPage(deps.db, auth.account.id, endpointIdOf(params.endpoint_id), query),
    ),
    implement(logCalls.apiCallListCall, async ({ auth, query }) =>
      deps.apiCalls.page(auth.account.id, query),
    ),
    implement(logCalls.apiCallShowCall, async ({ auth, params }) =>
      deps.apiCalls.get(auth.account.id, callIdOf(params.call_id)),
    ),
  ];
};
