import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { authMessages } from '../domain/auth-messages.ts';
import { messages } from '../domain/index.ts';
import { accountCalls, accountRoutes } from './routes/accounts.ts';
import { authCalls, authRoutes } from './routes/auth.ts';
import { dashboardCalls, dashboardRoutes } from './routes/dashboard.ts';
import { demoCalls, demoRoutes } from './routes/demo.ts';
import { healthRoutes } from './routes/health.ts';
import { linkTrackerCalls, linkTrackerRoutes, shortLinkRoutes } from './routes/link-tracker.ts';
import { liveRoutes } from './routes/live.ts';
import { predefinedMessageCalls, predefinedMessageRoutes } from './routes/predefined-messages.ts';
import { reportCalls, reportRoutes } from './routes/reports.ts';
import { LARGE_BODY_PATHS, sendCalls, sendRoutes } from './routes/send.ts';
import { sendBankCalls, sendBankRoutes } from './routes/send-banks.ts';
import { walletCalls, walletRoutes } from './routes/wallet.ts';
import type { ApiCall } from './services/api-call.ts';
import { ApiError } from './services/api-error.ts';
import type { ServerDeps } from './services/context.ts';
import { LiveHub } from './services/live-hub.ts';
import { openApiDocument } from './services/openapi.ts';
import { fail } from './services/respond.ts';
import { mountPanel } from './services/static-files.ts';

export type AppDeps = ServerDeps & { panelDir?: string };

const healthCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'The server and its database answer',
    tag: 'health',
    auth: false,
  },
  { method: 'get', path: '/openapi.json', summary: 'This document', tag: 'health', auth: false },
];

// The largest JSON body the API takes, but for the send calls (routes/send.ts).
const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { db, log, panelDir } = deps;
  const app = new Hono();
  const hub = new LiveHub();
  const { upgradeWebSocket, injectWebSocket } = createNodeWebSocket({ app });

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // c.req.path has no query string: tokens in the socket URL never reach the log.
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // The send map's tiles come from the provider's tile server, when one is configured.
        imgSrc: ["'self'", 'data:', 'blob:', ...(deps.mapTileUrl ? [new URL(deps.mapTileUrl).origin] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );

  // gzip for the panel's files and JSON: on a phone's slow link the bytes are most of the wait.
  // Inside secureHeaders: compress builds a new Response, which would drop headers set before it.
  app.use('*', compress({ encoding: 'gzip', threshold: 1024 }));

  const api = new Hono();
  const smallBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => fail(c, 413, { message: 'حجم درخواست بیش از حد مجاز است' }),
  });
  // A send carries its numbers (a file send up to a million): those calls set their own limit.
  const largeBodyPaths = new Set(LARGE_BODY_PATHS.map((path) => `/v1/api${path}`));
  api.use('*', (c, next) => (largeBodyPaths.has(c.req.path) ? next() : smallBody(c, next)));
  const calls = [
    ...healthCalls,
    ...authCalls,
    ...accountCalls,
    ...walletCalls,
    ...dashboardCalls,
    ...sendCalls,
    ...sendBankCalls,
    ...linkTrackerCalls,
    ...reportCalls,
    ...predefinedMessageCalls,
  ];
  if (deps.demoEndpoints) calls.push(...demoCalls);
  const document = openApiDocument(calls);
  api.route('/', healthRoutes(db));
  api.get('/openapi.json', (c) => c.json(document));
  api.route('/', authRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', walletRoutes(deps));
  api.route('/', dashboardRoutes(deps));
  api.route('/', sendRoutes(deps));
  api.route('/', sendBankRoutes(deps));
  api.route('/', linkTrackerRoutes(deps));
  api.route('/', reportRoutes(deps));
  api.route('/', predefinedMessageRoutes(deps));
  if (deps.demoEndpoints) api.route('/', demoRoutes(deps));
  // A mounted sub-app's notFound is not consulted by Hono: the catch-all keeps 404s in the envelope.
  api.all('*', (c) => fail(c, 404, { message: messages.notFound }));

  app.route('/v1/api', api);
  app.route('/v1/ws', liveRoutes(deps, hub, upgradeWebSocket));
  app.route('/', shortLinkRoutes(deps));
  if (panelDir) mountPanel(app, panelDir);

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return fail(c, error.status, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { message_code: error.code } : {}),
      });
    }
    // Hono's own refusals (malformed JSON is a 400 from the validator) stay in the envelope.
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.status === 400 ? authMessages.malformedJson : messages.sendError;
      return fail(c, error.status as 400, { message });
    }
    log.error('unhandled', { path: c.req.path, message: error.message, stack: error.stack });
    return fail(c, 500, { message: messages.sendError });
  });
  return { app, hub, injectWebSocket, calls };
}
