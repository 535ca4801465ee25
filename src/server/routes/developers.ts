// The developers area: the account's API keys.
import * as calls from '../../domain/api/calls/developers.calls.ts';
import { apiKeyMessages } from '../../domain/schemas/api-key.schema.ts';
import { apiKeyPage, createApiKey, deleteApiKey, sendApiKeyCode, showApiKey } from '../services/api-keys.ts';
import { implement, reply } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';

export const developerHandlers = (deps: ServerDeps) => [
  implement(calls.apiKeyListCall, async ({ auth, query }) => apiKeyPage(deps.db, auth.user.id, query)),
  implement(calls.apiKeyCreateCall, async ({ auth, body }) =>
    reply(await createApiKey(deps, auth.user.id, body), apiKeyMessages.created, 201),
  ),
  implement(calls.apiKeyOtpCall, async ({ auth, body }) =>
    reply(await sendApiKeyCode(deps, auth.user, body.id), apiKeyMessages.codeSent),
  ),
  implement(calls.apiKeyShowCall, async ({ auth, body }) =>
    reply(await showApiKey(deps, auth.user.id, body), apiKeyMessages.shown),
  ),
  implement(calls.apiKeyDeleteCall, async ({ auth, body }) => {
    await deleteApiKey(deps.db, auth.user.id, body.id);
    return reply(null, apiKeyMessages.deleted);
  }),
];
