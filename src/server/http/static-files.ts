// Serves the built panel: hashed assets cached for a year, the shell and the service worker never cached,
// and every other non-API path answered with index.html so that deep links open the SPA.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER = 'no-cache';

export function mountPanel(app: Hono, panelDir: string) {
  const indexPath = join(panelDir, 'index.html');
  app.use(
    '*',
    serveStatic({
      root: panelDir,
      onFound: (path, c) => {
        const hashed = path.includes('/assets/') || path.includes('/workbox-');
        c.header('Cache-Control', hashed ? IMMUTABLE : NEVER);
        if (path.endsWith('sw.js')) c.header('Service-Worker-Allowed', '/');
      },
    }),
  );
  app.get('*', (c) => {
    if (c.req.path.startsWith('/v1/') || !existsSync(indexPath)) return c.notFound();
    // A missing hashed asset is a real 404, not the shell.
    if (/\.[a-z0-9]{2,5}$/i.test(c.req.path)) return c.notFound();
    c.header('Cache-Control', NEVER);
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
