// The simulated bank (a Shaparak-style payment page): the payer's page for a token, where a
// well-formed card (16 digits, CVV2, expiry, dynamic password) pays and «انصراف» cancels; the bank's
// merchant calls (request a token, verify a payment, Zarinpal's shape); and, like an Iranian gateway,
// the browser sent back to the merchant's callback with Status=OK|NOK, Authority and RefID.
//
// For tests and demos the page's address takes ?deliver=: `twice` (the bank also calls the callback
// itself, at once), `late` (only the bank calls it, `late_ms` later, 3 s by default) or `never` (the
// callback is lost: the payer sees the receipt and goes nowhere).
//
// Mounted under /bank-gateway when the server uses its simulated bank. The page is plain HTML with a
// stylesheet of its own (the security policy allows no inline style or script), in Persian, right to
// left, light or dark as the device prefers; the return to the merchant is a meta refresh and a link
// (not a redirect of the form's POST, which the form-action policy would hold to this origin).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatNumber, toLatinDigits, toPersianDigits } from '../../domain/core/digits.ts';
import { bankPageTexts as texts } from '../../domain/wallet/bank-page.messages.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  type BankPayment,
  bankDecide,
  bankOpen,
  bankPayment,
  bankVerify,
  VERIFY,
} from '../wallet/bank-gateway.ts';

export const BANK_MERCHANT_NAME = texts.merchantName;
/** The merchant's terminal number at the bank (one merchant: the provider). */
const BANK_TERMINAL = '21870451';
const BANK_NAME = texts.bankName;
const DELIVERY = ['browser', 'twice', 'late', 'never'] as const;
type Delivery = (typeof DELIVERY)[number];
const DEFAULT_LATE_MS = 3_000;

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

const rials = (amount: number) => `${formatNumber(amount)} ${texts.rials}`;

function page(title: string, body: string, refresh?: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
${refresh ? `<meta http-equiv="refresh" content="1;url=${html(refresh)}">` : ''}
<title>${html(title)}</title>
<link rel="stylesheet" href="/bank-gateway/style.css">
</head>
<body>
<header class="bar"><span class="logo" aria-hidden="true">✦</span><span>${html(BANK_NAME)}</span></header>
<main class="sheet">${body}</main>
<footer class="foot">${texts.footer}</footer>
</body>
</html>`;
}

function merchantBox(payment: BankPayment): string {
  return `<section class="box merchant" aria-label="${texts.merchant}">
  <h2>${texts.merchant}</h2>
  <dl>
    <div><dt>${texts.merchantNameLabel}</dt><dd>${html(BANK_MERCHANT_NAME)}</dd></div>
    <div><dt>${texts.payable}</dt><dd class="amount" id="amount"><bdi>${rials(payment.amount)}</bdi></dd></div>
    <div><dt>${texts.terminal}</dt><dd><bdi dir="ltr">${toPersianDigits(BANK_TERMINAL)}</bdi></dd></div>
    <div><dt>${texts.order}</dt><dd id="order"><bdi dir="ltr">${toPersianDigits(payment.merchant_payment_id)}</bdi></dd></div>
    ${payment.description ? `<div><dt>${texts.description}</dt><dd>${html(payment.description)}</dd></div>` : ''}
  </dl>
  <p class="note">${texts.validFor}</p>
</section>`;
}

type Fields = { pan: string; cvv2: string; month: string; year: string; pin: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

function field(
  name: keyof Fields,
  label: string,
  values: Partial<Fields>,
  errors: FieldErrors,
  attrs: string,
): string {
  const error = errors[name];
  return `<label class="field${error ? ' invalid' : ''}">
    <span>${label}</span>
    <input name="${name}" dir="ltr" inputmode="numeric" autocomplete="off" value="${html(values[name] ?? '')}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
    ${error ? `<small class="error" id="${name}-error">${error}</small>` : ''}
  </label>`;
}

function payPage(
  payment: BankPayment,
  delivery: string,
  values: Partial<Fields> = {},
  errors: FieldErrors = {},
) {
  const action = `/bank-gateway/pay/${encodeURIComponent(payment.authority)}`;
  return page(
    texts.payTitle,
    `<div class="layout">
  <form class="box card" method="post" action="${html(action)}" novalidate>
    <h1>${texts.card}</h1>
    <input type="hidden" name="deliver" value="${html(delivery)}">
    ${field('pan', texts.pan, values, errors, 'maxlength="19" autocomplete="cc-number"')}
    ${field('cvv2', texts.cvv2, values, errors, 'maxlength="4" autocomplete="cc-csc"')}
    <div class="row">
      ${field('month', texts.month, values, errors, 'maxlength="2" autocomplete="cc-exp-month"')}
      ${field('year', texts.year, values, errors, 'maxlength="2" autocomplete="cc-exp-year"')}
    </div>
    ${field('pin', texts.pin, values, errors, 'maxlength="12" type="password" autocomplete="one-time-code"')}
    <div class="actions">
      <button type="submit" name="action" value="pay" class="primary">${texts.pay}</button>
      <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${texts.cancel}</button>
    </div>
  </form>
  ${merchantBox(payment)}
</div>`,
  );
}

function withResult(callbackUrl: string, payment: BankPayment): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('Authority', payment.authority);
  url.searchParams.set('Status', payment.state === 'paid' ? 'OK' : 'NOK');
  if (payment.reference) url.searchParams.set('RefID', payment.reference);
  return url.toString();
}

/** The decision, and the way back to the merchant (followed at once right after deciding). */
function receiptPage(payment: BankPayment, returnTo: string | null, autoReturn = true): string {
  const paid = payment.state === 'paid';
  const rows = paid
    ? `<div><dt>${texts.reference}</dt><dd id="reference"><bdi dir="ltr">${toPersianDigits(payment.reference ?? '')}</bdi></dd></div>
       <div><dt>${texts.amount}</dt><dd><bdi>${rials(payment.amount)}</bdi></dd></div>`
    : `<div><dt>${texts.amount}</dt><dd><bdi>${rials(payment.amount)}</bdi></dd></div>`;
  return page(
    paid ? texts.paidTitle : texts.cancelled,
    `<section class="box receipt ${paid ? 'ok' : 'nok'}" role="status">
  <h1>${paid ? texts.paid : texts.cancelled}</h1>
  <dl>${rows}<div><dt>${texts.merchantShort}</dt><dd>${html(BANK_MERCHANT_NAME)}</dd></div></dl>
  ${
    returnTo
      ? `${autoReturn ? `<p>${texts.returning}</p>` : ''}<a class="primary button" id="return" href="${html(returnTo)}">${texts.returnToMerchant}</a>`
      : `<p>${texts.closeThisPage}</p>`
  }
</section>`,
    (autoReturn && returnTo) || undefined,
  );
}

function read(form: Record<string, unknown>): { values: Fields; errors: FieldErrors } {
  const text = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? toLatinDigits(value).replace(/[\s-]/g, '').slice(0, 40) : '';
  };
  const values: Fields = {
    pan: text('pan'),
    cvv2: text('cvv2'),
    month: text('month'),
    year: text('year'),
    pin: text('pin'),
  };
  const errors: FieldErrors = {};
  if (!/^\d{16}$/.test(values.pan)) errors.pan = texts.errors.pan;
  if (!/^\d{3,4}$/.test(values.cvv2)) errors.cvv2 = texts.errors.cvv2;
  const month = Number(values.month);
  if (!/^\d{1,2}$/.test(values.month) || month < 1 || month > 12) errors.month = texts.errors.month;
  if (!/^\d{2}$/.test(values.year)) errors.year = texts.errors.year;
  if (!/^\d{5,12}$/.test(values.pin)) errors.pin = texts.errors.pin;
  return { values, errors };
}

const notFoundPage = () =>
  page(texts.notFoundTitle, `<section class="box receipt nok"><h1>${texts.notFound}</h1></section>`);

/** The largest body the simulated bank reads: its forms and JSON calls are a few hundred bytes. */
export const BANK_MAX_BODY_BYTES = 16 * 1024;
/** The only merchant address the simulated bank calls back: this server's payment callback. */
const CALLBACK_PATH = /^\/v1\/api\/payment\/callback\/\d+$/;

/**
 * The simulated bank's pages and calls. `dispatch` answers a request to this server in-process: the
 * bank's own notification to the merchant goes there, never over the network to an address a caller
 * chose.
 */
export function bankGatewayRoutes(deps: ServerDeps, dispatch: (path: string) => Promise<Response>) {
  const { db, clock, log } = deps;
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: BANK_MAX_BODY_BYTES,
      onError: (c) => c.html(page(texts.tooLarge, ''), 413),
    }),
  );

  /** The bank calls the merchant itself (server to server), as a gateway's own notification does. */
  const callServer = (url: string, delayMs: number) => {
    const target = new URL(url);
    if (!CALLBACK_PATH.test(target.pathname)) {
      log.info('bank_callback_refused', { path: target.pathname });
      return;
    }
    const call = () =>
      dispatch(`${target.pathname}${target.search}`)
        .then((response) => response.body?.cancel())
        .catch((error: Error) => log.info('bank_callback_failed', { message: error.message }));
    if (delayMs > 0) setTimeout(call, delayMs).unref?.();
    else void call();
  };

  app.get('/style.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(STYLE);
  });

  app.get('/pay/:authority', async (c) => {
    c.header('Cache-Control', 'no-store');
    const payment = await bankPayment(db, clock, c.req.param('authority'));
    if (!payment) return c.html(notFoundPage(), 404);
    // Back at the bank's tab after deciding: the receipt, and the way back when the payer wants it.
    if (payment.state !== 'waiting')
      return c.html(receiptPage(payment, withResult(payment.callback_url, payment), false));
    const deliver = c.req.query('deliver') ?? 'browser';
    const late = c.req.query('late_ms');
    const delivery = `${DELIVERY.includes(deliver as Delivery) ? deliver : 'browser'}${late ? `:${Number(late) || 0}` : ''}`;
    return c.html(payPage(payment, delivery));
  });

  app.post('/pay/:authority', async (c) => {
    c.header('Cache-Control', 'no-store');
    const authority = c.req.param('authority');
    const payment = await bankPayment(db, clock, authority);
    if (!payment) return c.html(notFoundPage(), 404);
    const form = await c.req.parseBody();
    const [deliverName, lateText] = String(form.deliver ?? 'browser').split(':');
    const delivery: Delivery = DELIVERY.includes(deliverName as Delivery)
      ? (deliverName as Delivery)
      : 'browser';
    const lateMs = Math.min(Math.max(Number(lateText) || DEFAULT_LATE_MS, 0), 600_000);
    let decided: BankPayment | null = payment;
    if (payment.state === 'waiting') {
      if (form.action === 'cancel') decided = await bankDecide(db, clock, authority, 'cancelled', null);
      else {
        const { values, errors } = read(form);
        if (Object.keys(errors).length > 0)
          return c.html(payPage(payment, String(form.deliver ?? ''), values, errors), 422);
        decided = await bankDecide(
          db,
          clock,
          authority,
          'paid',
          `${values.pan.slice(0, 6)}******${values.pan.slice(-4)}`,
        );
      }
    }
    if (!decided) return c.html(notFoundPage(), 404);
    const returnTo = withResult(decided.callback_url, decided);
    if (delivery === 'twice') callServer(returnTo, 0);
    if (delivery === 'late') callServer(returnTo, lateMs);
    const browserReturns = delivery === 'browser' || delivery === 'twice';
    return c.html(receiptPage(decided, browserReturns ? returnTo : null));
  });

  // The merchant's calls (JSON): a token for a payment, and verify.
  app.post('/request', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const amount = Number(body?.amount);
    const callbackUrl = typeof body?.callback_url === 'string' ? body.callback_url : '';
    let validUrl = false;
    try {
      validUrl = ['http:', 'https:'].includes(new URL(callbackUrl).protocol);
    } catch {}
    if (!Number.isSafeInteger(amount) || amount < 1000 || !validUrl)
      return c.json({ status: -9, authority: null }, 422);
    const authority = await bankOpen(db, clock, {
      merchantPaymentId: Number(body?.merchant_payment_id) || 0,
      amount,
      callbackUrl,
      description: typeof body?.description === 'string' ? body.description : '',
    });
    return c.json({ status: 100, authority });
  });

  app.post('/verify', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const authority = typeof body?.authority === 'string' ? body.authority : '';
    const amount = Number(body?.amount);
    if (!authority || !Number.isSafeInteger(amount)) return c.json({ status: -9, ref_id: null }, 422);
    const answer = await bankVerify(db, clock, authority, amount);
    return c.json(answer, answer.status === VERIFY.unknown ? 404 : 200);
  });

  return app;
}

const STYLE = `
:root { color-scheme: light dark; --bg: #eef2f7; --sheet: #ffffff; --ink: #1c2430; --muted: #5b6675;
  --line: #d5dce6; --brand: #0a5c8a; --brand-ink: #ffffff; --ok: #13795b; --nok: #b42318; --field: #f8fafc; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f151d; --sheet: #18212c; --ink: #e6edf5; --muted: #9aa7b6; --line: #2c3a4a;
    --brand: #3b9bd6; --brand-ink: #061018; --ok: #4cc79a; --nok: #f2796d; --field: #111a24; }
}
* { box-sizing: border-box; }
html { font-family: Vazirmatn, "Vazir", Tahoma, "Segoe UI", sans-serif; background: var(--bg); color: var(--ink); }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; line-height: 1.7; }
.bar { background: var(--brand); color: var(--brand-ink); padding: 12px 20px; font-weight: 700; display: flex; gap: 10px; align-items: center; }
.logo { font-size: 20px; }
.sheet { flex: 1; width: 100%; max-width: 920px; margin: 0 auto; padding: 20px 16px; }
.layout { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
.layout > * { min-width: 0; }
@media (min-width: 760px) { .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; } }
.box { background: var(--sheet); border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
h1, h2 { margin: 0 0 16px; font-size: 18px; }
h2 { font-size: 16px; color: var(--muted); }
.field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 14px; }
.field span { font-size: 14px; color: var(--muted); }
.field input { width: 100%; min-width: 0; height: 44px; border: 1px solid var(--line); border-radius: 8px; background: var(--field); color: var(--ink);
  padding: 0 12px; font: inherit; font-size: 17px; letter-spacing: 1px; text-align: left; }
.field input:focus { outline: 2px solid var(--brand); outline-offset: 1px; }
.field.invalid input { border-color: var(--nok); }
.error { color: var(--nok); font-size: 13px; }
.row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
.actions { display: flex; gap: 12px; margin-top: 8px; }
button, .button { height: 44px; border-radius: 8px; font: inherit; font-weight: 700; padding: 0 24px; cursor: pointer;
  border: 1px solid var(--brand); display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.primary { background: var(--brand); color: var(--brand-ink); flex: 1; }
.secondary { background: transparent; color: var(--brand); }
dl { margin: 0; display: grid; gap: 10px; }
dl div { display: flex; justify-content: space-between; gap: 12px; border-bottom: 1px dashed var(--line); padding-bottom: 8px; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; text-align: left; }
.amount { color: var(--brand); font-size: 18px; }
.note, .foot { color: var(--muted); font-size: 13px; }
.foot { text-align: center; padding: 16px; }
.receipt { max-width: 520px; margin: 0 auto; text-align: center; }
.receipt dl { text-align: right; margin: 16px 0; }
.receipt.ok h1 { color: var(--ok); }
.receipt.nok h1 { color: var(--nok); }
`;
