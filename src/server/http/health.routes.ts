// The server's own calls: is it up (with its database), does it take new requests, and this API's description.
import { healthCall, openApiCall, readyCall } from '../../domain/core/health.calls.ts';
import { MESSAGE_CODE_MESSAGES, MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { ApiError } from './api-error.ts';
import { implement } from './calls.ts';
import type { ServerDeps } from './context.ts';
import { health } from './health.ts';

export const healthHandlers = ({ db, lifecycle }: ServerDeps, openApi: () => object) => [
  implement(healthCall, async () => health(db)),
  // Liveness is /health; readiness says whether to send this process anything new.
  implement(readyCall, async () => {
    const ready =
      !lifecycle.draining &&
      (await db.query('select 1').then(
        () => true,
        () => false,
      ));
    if (!ready)
      throw new ApiError(503, MESSAGE_CODE_MESSAGES.unavailable, undefined, MESSAGE_CODES.unavailable);
    return { status: 'ready' as const };
  }),
  implement(openApiCall, async ({ c }) => c.json(openApi())),
];
