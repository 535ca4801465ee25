// The server's own calls: is it up (with its database), and this API's description.
import { healthCall, openApiCall } from '../../domain/core/health.calls.ts';
import { implement } from './calls.ts';
import type { ServerDeps } from './context.ts';
import { health } from './health.ts';

export const healthHandlers = ({ db }: ServerDeps, openApi: () => object) => [
  implement(healthCall, async () => health(db)),
  implement(openApiCall, async ({ c }) => c.json(openApi())),
];
