// Online payment: the URL of the bank's page for a top-up, the bank's callback, the
// result page's look at a payment, and today's promotion. The published API documents only
// payment/credit/mine and the flow in docs/payment/index.md; these are designed in its style.
//
// The flow: generate-url makes a pending payment and asks the bank for a token; the browser goes to
// the bank's page; the bank sends it back to payment/callback/{payment_id}, which asks the bank
// (verify) and credits the wallet exactly once, then sends the browser on to the panel's result page
// (the callbackUrl given to generate-url, with ?payment_id=). A lost callback is made good by the
// result page (payment/verify/{payment_id} asks the bank itself) or by the server's reconciler.
import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import {
  DemoPromotionSchema,
  GenerateUrlDataSchema,
  GenerateUrlQuerySchema,
  PaymentSchema,
  PromotionSchema,
} from './wallet-pay.schema.ts';

const tag = 'wallet';

export const paymentGenerateUrlCall = defineCall({
  ownIdempotency: true,
  method: 'get',
  path: 'payment/generate-url',
  title: 'ساخت پیوند پرداخت اینترنتی',
  summary:
    "A top-up online: amount (what the wallet gets, at least 1,000,000 rials), callbackUrl (the panel's result page the browser returns to, with ?payment_id=), description. Makes a pending payment with the 10% tax on top and today's promotion's bonus, asks the bank for a token and answers the bank's page to send the browser to. Made once per tap, never retried by itself; with an Idempotency-Key, the same request again answers the same payment",
  origin: {
    designed:
      'the panel calls payment/generate-url (GET: amount, callbackUrl, description); docs/payment/index.md describes the flow but not the call',
  },
  tag,
  auth: 'any',
  permission: 'wallet.pay',
  query: GenerateUrlQuerySchema,
  data: GenerateUrlDataSchema,
  errors: {
    409: 'The same Idempotency-Key while its first request still runs',
    422: 'An amount below 1,000,000 rials or not a number, a bad callbackUrl, or an Idempotency-Key reused for another request',
    503: 'The bank did not answer',
  },
});

/** What a bank sends back with the browser (Iranian gateways: Status OK or NOK, the Authority). */
export const PaymentCallbackSchema = v.object({
  Authority: v.optional(v.pipe(v.string(), v.maxLength(200))),
  Status: v.optional(v.pipe(v.string(), v.maxLength(20))),
  RefID: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

const callbackSummary =
  "The bank's callback with the browser (Status, Authority, RefID, by GET or a POSTed form, possibly twice or late). Whatever it says, the payment is verified with the bank (the amount must match) and credited exactly once, or marked failed; then the browser is redirected (302) to the panel's result page. A payment that is not pending is not touched again";
const callbackOrigin = {
  designed: 'the return address a gateway calls (docs/payment/index.md step 4); its path is ours',
};

export const paymentCallbackCall = defineCall({
  method: 'get',
  path: 'payment/callback/{payment_id}',
  title: 'بازگشت از درگاه پرداخت',
  summary: callbackSummary,
  origin: callbackOrigin,
  tag,
  auth: 'none',
  query: PaymentCallbackSchema,
  errors: { 302: "To the panel's result page", 404: 'No such payment' },
});

export const paymentCallbackPostCall = defineCall({
  method: 'post',
  path: 'payment/callback/{payment_id}',
  title: 'بازگشت از درگاه پرداخت (ارسال فرم)',
  summary: callbackSummary,
  origin: callbackOrigin,
  tag,
  auth: 'none',
  multipart: true,
  body: PaymentCallbackSchema,
  errors: { 302: "To the panel's result page", 404: 'No such payment' },
});

export const paymentVerifyCall = defineCall({
  method: 'get',
  path: 'payment/verify/{payment_id}',
  title: 'نتیجهٔ پرداخت',
  summary:
    "One of the user's payments as the result page shows it, with the credit now. An online payment still pending is first verified with the bank (a reload of the result page may come before the bank's callback): paid, it is credited exactly once",
  origin: { designed: 'the result page (/wallet/payment-result) reads what became of the payment' },
  tag,
  auth: 'any',
  permission: 'wallet.pay',
  data: PaymentSchema,
  errors: { 404: 'No such payment of the user' },
});

export const promotionTodayCall = defineCall({
  method: 'get',
  path: 'payment/promotion/today-charge',
  title: 'جشنوارهٔ افزایش اعتبار امروز',
  summary:
    "Today's promotion on online top-ups (Tehran's day): extra percent of the amount for amounts of at least min_amount; null when there is none",
  origin: { designed: 'the panel calls payment/promotion/today-charge; its fields are ours' },
  tag,
  auth: 'any',
  permission: 'wallet.view',
  data: PromotionSchema,
});

export const demoPromotionCall = defineCall({
  method: 'post',
  path: 'demo/payment/promotion',
  title: 'تعیین جشنوارهٔ افزایش اعتبار (نسخهٔ نمایشی)',
  summary:
    "Demo only: set today's promotion (percent, min_amount, title, days from today; days 0 removes it)",
  origin: { designed: 'Demo only: drives the simulators; absent beside a real SMS gateway.' },
  tag: 'demo',
  auth: 'token',
  body: DemoPromotionSchema,
  data: PromotionSchema,
});
