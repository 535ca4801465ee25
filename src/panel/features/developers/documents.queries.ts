import { openApiCall } from '../../../domain/core/health.calls.ts';
import { callFile } from '../../lib/api.ts';

/** The server's own OpenAPI document; kept (and saved for offline) like any query. */
export const documentQuery = () => ({
  queryKey: ['developers', 'openapi'] as const,
  queryFn: async () => (await (await callFile(openApiCall)).json()) as Record<string, unknown>,
  staleTime: 60 * 60_000,
});
