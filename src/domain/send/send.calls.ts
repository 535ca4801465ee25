// Sending: the user's sender lines and their agreements, the price of a send, the send itself and
// stopping it.

import { defineCall } from '../core/call.ts';
import { SendCancelSchema, SendDataSchema, SendPriceDataSchema } from './send.schema.ts';
import { PhonebookFeaturesQuerySchema, PhonebookFeaturesSchema } from './send-banks.schema.ts';
import {
  CalculatePriceBodyForms,
  CalculatePriceBodySchema,
  SendBodyForms,
  SendBodySchema,
} from './send-body.schema.ts';
import {
  AgreementListQuerySchema,
  AgreementListSchema,
  AssignAgreementSchema,
  DefaultSenderLineUpsertSchema,
  SenderLineSchema,
  SenderLinesQuerySchema,
} from './sender-lines.schema.ts';
import {
  URL_SEND_KEY_NAMES,
  URL_SEND_PASSWORD_NAMES,
  URL_SEND_USERNAME_NAMES,
  UrlSendQuerySchema,
} from './url-send.schema.ts';

const tag = 'send';
/** A million numbers as JSON is about 15 MB; peer-to-peer texts make it more. */
export const MAX_SEND_BODY_BYTES = 64 * 1024 * 1024;

export const senderLinesCall = defineCall({
  method: 'get',
  path: 'number/numbers',
  title: 'فهرست خطوط ارسال',
  summary: "The user's sender lines, a page at a time, the default marked",
  origin: { documented: 'docs/numbers/list-numbers.md' },
  tag,
  auth: 'any',
  permission: 'send.sms',
  query: SenderLinesQuerySchema,
  list: SenderLineSchema,
});

export const defaultLineCall = defineCall({
  method: 'post',
  path: 'numbers/defaults/upsert',
  title: 'انتخاب خط ارسال پیش‌فرض',
  summary: 'Make one of the lines the default',
  origin: { designed: 'The composer remembers the line the user sends from by default.' },
  tag,
  auth: 'token',
  permission: 'send.lines',
  body: DefaultSenderLineUpsertSchema,
  data: SenderLineSchema,
  errors: { 422: 'Unknown line' },
});

export const agreementListCall = defineCall({
  method: 'get',
  path: 'numbers/agreement-list',
  title: 'فهرست توافق‌نامه‌های خط',
  summary: "A line's agreements, each marked accepted or not",
  origin: { designed: 'A line may need its agreements accepted before it sends.' },
  tag,
  auth: 'any',
  permission: 'send.sms',
  query: AgreementListQuerySchema,
  data: AgreementListSchema,
  errors: { 422: 'Unknown line' },
});

export const assignAgreementCall = defineCall({
  method: 'post',
  path: 'numbers/assign-agreement',
  title: 'پذیرش توافق‌نامه‌های خط',
  summary: 'Accept agreements for a line',
  origin: { designed: 'A line may need its agreements accepted before it sends.' },
  tag,
  auth: 'token',
  permission: 'send.lines',
  body: AssignAgreementSchema,
  data: AgreementListSchema,
  errors: { 422: 'Unknown line or agreement' },
});

export const calculatePriceCall = defineCall({
  method: 'post',
  path: 'send/calculate-price',
  title: 'محاسبهٔ هزینهٔ ارسال',
  summary:
    "One message's price by operator and its parts; our extension: a whole send body (with sending_type, as `send` takes it, files too) prices the whole send (recipients, operators, legal extra, credit, and the numbers left out: `blocked`, and by reason `skipped: {blacklist, cancel_11}`; the blacklist holds on every line, cancel-11 rows on the line sent from or on every line, a number on both counts as blacklisted). Nothing is written.",
  origin: { documented: 'docs/send/calculate-price.md' },
  tag,
  auth: 'any',
  permission: 'send.sms',
  budget: 'price',
  body: CalculatePriceBodySchema,
  bodyForms: CalculatePriceBodyForms,
  multipart: true,
  maxBodyBytes: MAX_SEND_BODY_BYTES,
  data: SendPriceDataSchema,
  errors: {
    422: 'Invalid body, unknown line, no recipients, or under 5,000 for map and tower sends',
    429: "Another file of the user's, or as many as the server reads at once, is being read",
  },
});

export const sendCall = defineCall({
  ownIdempotency: true,
  method: 'post',
  path: 'send',
  title: 'ارسال پیامک',
  summary:
    "Send by sending_type (webservice, peer_to_peer, phonebook, file, peer_to_peer_file, postal_code, country, geolocation, job, keyword, pattern and votp as documented). pattern: one recipient, the code of a confirmed pattern the caller may send (their own, a systemic one, or their account owner's shared one; an edited pattern sends its confirmed live version; unknown or not theirs: 422 under code, not confirmed: 422), params the variables' values (an object; an empty list stands for none, as PHP writes an empty object and IPPanel's Laravel client sends it), each checked by its variable's type and length (string; integer: digits of any script, sent in Latin digits; date: a real Jalali or Gregorian YYYY/MM/DD or YYYY-MM-DD) with refusals under params.<name>, an unknown param refused; the text is the pattern filled, without the cancel-11 line, priced by its parts like any send, stored as a send of type pattern with one recipient, and neither the blacklist nor cancel-11 holds it back (OTP and transactional messages are service messages); the optional phonebook saves the recipient to the user's book when it can (else the message is sent all the same). votp: message the code (4 to 10 digits), params.recipients one number, from_number optional (the default line); one call at a flat price, recorded by the simulator as a voice call. Pattern and votp sends arriving together are committed together, each with its own debit. keyword_phonebook: message's {ex_<feature id>} placeholders filled per contact of params[].phonebook_id from the contact's feature values (a date as a Jalali date in Persian digits, 1371/07/16 written ۱۳۷۱/۰۷/۱۶; an int grouped in Persian digits; a string as is; no value: nothing), plus ours {ex_name} (the contact's name) and {ex_pre} (their title); each contact stored with their own text and priced by their own parts; a number in two chosen books goes once; a contact whose message comes out empty or over 30 parts refuses the send (422, by number); another user's book is refused as unchosen. keyword is mail merge: message's {ex_B} placeholders (column letters) filled per row of files[] by the server, each recipient stored with their own text and priced by their own parts; ours: excluded_rows[] (file row numbers, non-empty rows counted from 1 with the header) leaves rows out, mobile_column (a letter) names the mobile column; a row whose message is empty or over 30 parts, not excluded, refuses the send (422). Designed types for panel modes the published API lacks: map (params.polygon [[lng, lat]…], params.size), irancell_tower (params.tower_area_ids, params.size), inbox_keyword (params.keyword: the people who texted it to the user's lines). Bank sizes: at most the sum of the operators' size. One id per message as documented: peer_to_peer answers one message_outbox_id per params item (whatever its recipients), peer_to_peer_file one per row of the file (an identical number and text repeated is one row), keyword_phonebook one per contact (each contact's personalised text is a message), in that order; a number goes once per message, so two messages may reach one number. Such a send is one campaign (bulk_id; the reports list it as one send with its totals, and its live progress names it); each message id reads on its own in report/by_bulk (its campaign under parent_id), report/bulk_stats and report/recipients. Every other type is one message and answers its campaign's id. An optional Idempotency-Key makes it exactly once. Debits the wallet and queues the recipients.",
  origin: {
    documented: 'docs/send/webservice.md',
    also: [
      'docs/send/peer-to-peer.md',
      'docs/send/phonebook.md',
      'docs/send/file.md',
      'docs/send/peer-to-peer-file.md',
      'docs/send/postalcode.md',
      'docs/send/country/index.md',
      'docs/send/countryV2/index.md',
      'docs/send/jobs/index.md',
      'docs/send/keyword.md',
      'docs/send/keyword-phonebook.md',
      'docs/send/pattern.md',
      'docs/send/votp.md',
    ],
  },
  tag,
  auth: 'any',
  permission: 'send.sms',
  budget: 'send',
  body: SendBodySchema,
  bodyForms: SendBodyForms,
  multipart: true,
  maxBodyBytes: MAX_SEND_BODY_BYTES,
  data: SendDataSchema,
  errors: {
    400: 'Idempotency-Key longer than 255 characters',
    402: 'Not enough credit; nothing written',
    409: 'The first request with this key is still running',
    422: 'Invalid body, or the key was used with another body',
    429: "Another file of the user's, or as many as the server reads at once, is being read",
  },
});

export const urlSendCall = defineCall({
  ownIdempotency: true,
  method: 'get',
  path: 'send/webservice',
  title: 'ارسال پیامک با نشانی',
  summary:
    "One message to one number by a URL alone: from, message and to (or the other names the published API lists for each) and the caller in the query: the account's API key (apikey or its other names; the safe way: it can be limited to addresses and deleted) or a username and password (not both; counted and throttled like a login, refused for an account with a second factor), or else an Authorization header. Sent like POST send's webservice type: the same checks, price, debit and report; an optional Idempotency-Key header makes it exactly once. A session token is never taken from the URL; every refusal of the caller is 401 with message_code 400-1 and errors {}.",
  origin: { documented: 'docs/send/url.md' },
  tag,
  auth: 'any',
  permission: 'send.sms',
  credentialsInQuery: {
    key: URL_SEND_KEY_NAMES,
    username: URL_SEND_USERNAME_NAMES,
    password: URL_SEND_PASSWORD_NAMES,
  },
  budget: 'send',
  query: UrlSendQuerySchema,
  data: SendDataSchema,
  errors: {
    400: 'Idempotency-Key longer than 255 characters',
    402: 'Not enough credit; nothing written',
    409: 'The first request with this key is still running',
  },
});

export const phonebookFeaturesCall = defineCall({
  method: 'get',
  path: 'send/keyword-phonebook/features',
  title: 'ویژگی‌های دفترچه برای ارسال کلیدواژه‌ای',
  summary:
    "The enabled contact features of one of the user's phonebooks, for the personalised text's placeholders ({ex_<id>}); another user's book answers none",
  origin: {
    designed: 'The phonebook send offers the chosen book’s features as placeholders of a personalised text.',
  },
  tag,
  auth: 'any',
  permission: 'send.sms',
  query: PhonebookFeaturesQuerySchema,
  data: PhonebookFeaturesSchema,
});

export const sendCancelCall = defineCall({
  method: 'post',
  path: 'send/cancel',
  title: 'توقف ارسال',
  summary:
    'Stop sending: what has not gone out is stopped and refunded (a scheduled send, or one still going out, not only one scheduled 5 minutes ahead). A send of several messages is one campaign with one schedule: its campaign id or any of its message ids stops all of it. Answers data null as documented; report/by_bulk shows the refund.',
  origin: { documented: 'docs/send/cancel-scheduled.md' },
  tag,
  auth: 'any',
  permission: 'send.sms',
  body: SendCancelSchema,
  errors: { 404: 'No such send of this user', 409: 'Already finished or stopped' },
});
