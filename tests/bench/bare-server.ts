// The yardstick for the token check: one Hono route answering a small JSON body, served by
// @hono/node-server in its own process like the API, with nothing else in front of it.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) =>
  c.json({ data: { name: 'مریم احمدی', user_name: 'demo', impersonated: false }, meta: { status: true } }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ event: 'listening', url: `http://127.0.0.1:${port}`, port }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
