// The developers area: the account's API keys. An impersonated session may list and delete them, but
// may neither make one nor see one whole.
import * as calls from '../../domain/api/calls/developers.calls.ts';
import { apiKeyMessages } from '../../domain/schemas/api-key.schema.ts';
import { apiKeyPage, createApiKey, deleteApiKey, sendApiKeyCode, showApiKey } from '../services/api-keys.ts';
import { implement, reply } from '../services/calls.ts';
import { clientAddress } from '../services/client-address.ts';
import type { ServerDeps } from '../services/context.ts';
import { accountOf, countedCodeCheck } from '../services/login.ts';
import { securityEvent } from '../services/security-log.ts';
import { type Auth, refuseImpersonated } from '../services/sessions.ts';

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
  return [
    implement(calls.apiKeyListCall, async ({ auth, query }) => apiKeyPage(deps.db, auth.user.id, query)),
    implement(calls.apiKeyCreateCall, async ({ auth, body, c }) => {
      refuseImpersonated(auth);
      const made = await createApiKey(deps, auth.user.id, body);
      record(auth, clientAddress(c), 'api_key_created', made.id);
      return reply(made, apiKeyMessages.created, 201);
    }),
    implement(calls.apiKeyOtpCall, async ({ auth, body }) => {
      refuseImpersonated(auth);
      return reply(await sendApiKeyCode(deps, auth.user, body.id), apiKeyMessages.codeSent);
    }),
    implement(calls.apiKeyShowCall, async ({ auth, body, c }) => {
      refuseImpersonated(auth);
      const address = clientAddress(c);
      // Wrong codes count against the account across codes, as a login's do.
      const shown = await countedCodeCheck(deps, auth.user, address, 'api_key', () =>
        showApiKey(deps, auth.user.id, body),
      );
      record(auth, address, 'api_key_shown', shown.id);
      return reply(shown, apiKeyMessages.shown);
    }),
    implement(calls.apiKeyDeleteCall, async ({ auth, body }) => {
      await deleteApiKey(deps.db, auth.user.id, body.id);
      return reply(null, apiKeyMessages.deleted);
    }),
  ];
};
