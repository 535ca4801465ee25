// The panel's runtime configuration: one build of the panel can be pointed at any compatible API. The
// server that serves the panel answers /config.json from its environment; the panel reads it once at
// start, before any call, and its service worker keeps the last copy for offline starts.
import type { Context } from 'hono';
import type { RuntimeConfig } from '../../domain/core/runtime-config.ts';

/** PANEL_API_BASE and PANEL_SOCKET_URL; each unset means "where the panel came from". */
export type PanelConfig = { apiBase?: string; socketUrl?: string };

export const RUNTIME_CONFIG_PATH = '/config.json';

/** What /config.json holds: empty strings leave the panel on its own origin. */
export function runtimeConfig(config: PanelConfig | undefined): RuntimeConfig {
  return { apiBase: config?.apiBase ?? '', socketUrl: config?.socketUrl ?? '' };
}

export function serveRuntimeConfig(c: Context, config: PanelConfig | undefined) {
  // Never cached by HTTP: a changed deployment is seen at the next start.
  c.header('Cache-Control', 'no-cache');
  return c.json(runtimeConfig(config));
}

/**
 * The origins the panel's page connects to, for the CSP's connect-src: the API base's origin and the
 * socket's (ws:// or wss://), or the socket's derived from the API base when only that is set.
 */
export function connectOrigins(config: PanelConfig | undefined): string[] {
  const origins = new Set<string>();
  if (config?.apiBase) {
    const api = new URL(config.apiBase);
    origins.add(api.origin);
    if (!config.socketUrl) origins.add(`${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`);
  }
  if (config?.socketUrl) {
    const socket = new URL(config.socketUrl);
    origins.add(`${socket.protocol}//${socket.host}`);
  }
  return [...origins];
}
