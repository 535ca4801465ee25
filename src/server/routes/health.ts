// The server's own calls: is it up (with its database), and this API's description.
import { healthCall, openApiCall } from '../../domain/api/calls/health.calls.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { health } from '../services/health.ts';

export const healthHandlers = ({ db }: ServerDeps, openApi: () => object) => [
  implement(healthCall, async () => health(db)),
  implement(openApiCall, async ({ c }) => c.json(openApi())),
];
