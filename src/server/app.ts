import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { authMessages } from '../domain/auth/auth.messages.ts';
import { adoptPersianValidationMessages } from '../domain/core/validation-messages.ts';
import { MESSAGE_CODES, messages } from '../domain/index.ts';
import { documentDemoHandlers, documentHandlers } from './account/documents.routes.ts';
import { profileHandlers } from './account/profile.routes.ts';
import { securityHandlers } from './account/security.routes.ts';
import { settingsHandlers } from './account/settings.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { accountHandlers } from './auth/registration.routes.ts';
import { colleagueHandlers } from './colleagues/colleagues.routes.ts';
import { contactHandlers } from './contacts/contacts.routes.ts';
import { contactFileHandlers } from './contacts/contacts-files.routes.ts';
import { LiveHub } from './core/live-hub.ts';
import { dashboardHandlers } from './dashboard/dashboard.routes.ts';
import { developerHandlers } from './developers/developers.routes.ts';
import { fileHandlers } from './files/files.routes.ts';
import { ApiError } from './http/api-error.ts';
import { type Implemented, mountCalls } from './http/calls.ts';
import { resolveClientAddress } from './http/client-address.ts';
import type { ServerDeps } from './http/context.ts';
import { healthHandlers } from './http/health.routes.ts';
import { liveRoutes, MAX_SOCKET_FRAME_BYTES } from './http/live.routes.ts';
import { openApiDocument } from './http/openapi.ts';
import {
  connectOrigins,
  type PanelConfig,
  RUNTIME_CONFIG_PATH,
  serveRuntimeConfig,
} from './http/panel-config.ts';
import { fail } from './http/respond.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountPanel } from './http/static-files.ts';
import { inboxHandlers } from './inbox/inbox.routes.ts';
import { patternSendHandlers } from './patterns/pattern-send.routes.ts';
import { patternHandlers } from './patterns/patterns.routes.ts';
import { predefinedMessageHandlers } from './predefined/predefined.routes.ts';
import { reportDetailHandlers } from './reports/report-details.routes.ts';
import { reportListHandlers } from './reports/report-lists.routes.ts';
import { reportHandlers } from './reports/reports.routes.ts';
import { linkTrackerHandlers, shortLinkRoutes } from './send/link-tracker.routes.ts';
import { sendHandlers } from './send/send.routes.ts';
import { sendBankHandlers } from './send/send-banks.routes.ts';
import { bankGatewayRoutes } from './simulators/bank-gateway.routes.ts';
import { demoHandlers } from './simulators/demo.routes.ts';
import { supportDemoHandlers, supportHandlers } from './support/support.routes.ts';
import { walletHandlers } from './wallet/wallet.routes.ts';
import { walletPayHandlers } from './wallet/wallet-pay.routes.ts';
import { walletTransferDemoHandlers, walletTransferHandlers } from './wallet/wallet-transfers.routes.ts';

export type AppDeps = ServerDeps & { panelDir?: string; panelConfig?: PanelConfig };

export function createApp(deps: AppDeps) {
  const { log, panelDir } = deps;
  const app = new Hono();
  const hub = new LiveHub();
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // Clients send only the keep-alive: a larger frame closes the socket (1009) before it is buffered.
  wss.options.maxPayload = MAX_SOCKET_FRAME_BYTES;

  // Before everything that counts or logs by address: the API, the socket's upgrade, the bank's pages.
  // Shutting down, each answer closes its connection: the client's next request opens a new one, which
  // the proxy gives to a process that stays.
  app.use('*', async (c, next) => {
    await next();
    if (deps.lifecycle.draining) c.res.headers.set('Connection', 'close');
  });
  app.use('*', resolveClientAddress(deps.trustedProxies));

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

  app.use('*', securityHeaders(deps.mapTileUrl, connectOrigins(deps.panelConfig)));

  // gzip for the panel's files and JSON: on a phone's slow link the bytes are most of the wait.
  // Inside the security headers: where they are set on the answer (no Node response under it), they
  // must land on the one compress builds.
  app.use('*', compress({ encoding: 'gzip', threshold: 1024 }));

  adoptPersianValidationMessages();
  const apiApp = () => {
    const api = new Hono();
    // Pages on the allowed origins (CORS_ORIGINS) may call the API with a token or an API key; they
    // read whether a send was a replay (Idempotent-Replayed).
    api.use(
      '*',
      cors({
        origin: deps.corsOrigins ?? [],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'Accept'],
        exposeHeaders: ['Idempotent-Replayed', 'X-Request-Id'],
        maxAge: 600,
      }),
    );
    // The API's answers are the caller's own: no cache keeps them (a shared one above all). A call that
    // chose its caching itself keeps its choice (a card owner's name, private, for a minute).
    api.use('*', async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    });
    return api;
  };
  const api = apiApp();
  let document: object | undefined;
  const calls: Implemented[] = [
    ...healthHandlers(deps, () => {
      document ??= openApiDocument(calls.map((call) => call.spec));
      return document;
    }),
    ...authHandlers(deps),
    ...accountHandlers(deps),
    ...securityHandlers(deps),
    ...walletHandlers(deps),
    ...walletTransferHandlers(deps),
    ...walletPayHandlers(deps),
    ...dashboardHandlers(deps),
    ...sendHandlers(deps),
    ...patternSendHandlers(deps),
    ...sendBankHandlers(deps),
    ...linkTrackerHandlers(deps),
    ...reportHandlers(deps),
    ...reportDetailHandlers(deps),
    ...reportListHandlers(deps),
    ...inboxHandlers(deps),
    // Before the contacts' calls: contact-list/export must not be taken for contact-list/:contact_id.
    ...contactFileHandlers(deps),
    ...contactHandlers(deps),
    ...fileHandlers(deps),
    ...predefinedMessageHandlers(deps),
    ...patternHandlers(deps),
    ...developerHandlers(deps),
    ...documentHandlers(deps),
    ...settingsHandlers(deps),
    ...profileHandlers(deps),
    ...colleagueHandlers(deps),
    ...supportHandlers(deps),
    // The simulators' side doors: the demo only, never in production.
    ...(deps.demo ? demoHandlers(deps) : []),
    ...(deps.demo ? walletTransferDemoHandlers(deps) : []),
    ...(deps.demo ? documentDemoHandlers(deps) : []),
    ...(deps.demo ? supportDemoHandlers(deps) : []),
  ];
  // The published API's second version serves a few calls beside the first, under /v2/api.
  const apiV2 = apiApp();
  mountCalls(
    api,
    deps,
    calls.filter((call) => call.spec.version !== 2),
  );
  mountCalls(
    apiV2,
    deps,
    calls.filter((call) => call.spec.version === 2),
  );
  // A mounted sub-app's notFound is not consulted by Hono: the catch-all keeps 404s in the envelope.
  for (const version of [api, apiV2]) version.all('*', (c) => fail(c, 404, { message: messages.notFound }));

  app.route('/v1/api', api);
  app.route('/v2/api', apiV2);
  app.route('/v1/ws', liveRoutes(deps, hub, upgradeWebSocket));
  app.route('/', shortLinkRoutes(deps));
  // The simulated bank's pages and calls, in the demo when it is the bank (no BANK_GATEWAY_URL). Its
  // server-to-server callback is answered in-process: a simulator never fetches an address a caller chose.
  if (deps.simulatedBank)
    app.route(
      '/bank-gateway',
      bankGatewayRoutes(deps, (path) => Promise.resolve(app.request(path))),
    );
  if (panelDir) {
    app.get(RUNTIME_CONFIG_PATH, (c) => serveRuntimeConfig(c, deps.panelConfig));
    mountPanel(app, panelDir);
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return fail(c, error.status, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { message_code: error.code } : {}),
        ...(error.errorsBesideMeta ? { errorsBesideMeta: true } : {}),
      });
    }
    // Hono's own refusals (malformed JSON is a 400 from the validator) stay in the envelope.
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.status === 400 ? authMessages.malformedJson : messages.sendError;
      return fail(c, error.status as 400, { message });
    }
    // A value the database cannot hold (an id past its column's range, a NUL in a text): what the
    // checks before it should have refused. The caller is told in Persian; the log says which check is missing.
    if (isDataException(error)) {
      log.error('value refused by the database', { path: c.req.path, message: error.message });
      return fail(c, 422, { message: messages.invalidValue, message_code: MESSAGE_CODES.invalidFields });
    }
    log.error('unhandled', { path: c.req.path, message: error.message, stack: error.stack });
    return fail(c, 500, { message: messages.sendError });
  });
  return { app, hub, injectWebSocket, calls: calls.map((call) => call.spec) };
}

/**
 * PostgreSQL's class 22, "data exception" (a number out of range, text that is not a number, a NUL
 * byte in text, a date past the calendar), as both drivers report it.
 */
function isDataException(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
