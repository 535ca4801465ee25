// `GET send/webservice`: one message to one number sent by a URL alone, read into the same order as
// `POST send`'s webservice type so it is validated, priced and debited the same way. Each field may
// come under any of the names the published API lists for it; the first one present wins.
import * as v from 'valibot';
import { type AnySendOrder, SendBodySchema } from './send-body.schema.ts';

/** The names the API key may take in the query. */
export const URL_SEND_KEY_NAMES = [
  'apikey',
  'api_key',
  'apiKey',
  'x-api-key',
  'ApiKey',
  'api-key',
  'key',
  'access_key',
  'accessKey',
  'auth_key',
  'authorization',
  'token',
  'secret',
  'api_token',
] as const;

/** The names the username may take (not those the published list shares with the recipient's). */
export const URL_SEND_USERNAME_NAMES = [
  'username',
  'UserName',
  'uname',
  'user',
  'login',
  'user_name',
  'userid',
  'userName',
] as const;

/** The names the password may take (`secret` names the key). */
export const URL_SEND_PASSWORD_NAMES = [
  'password',
  'Password',
  'pass',
  'passwd',
  'pwd',
  'user_password',
  'passcode',
  'login_password',
  'auth_pass',
  'user_pass',
  'access_password',
] as const;

const FROM_NAMES = [
  'from',
  'From',
  'sender',
  'src',
  'source',
  'from_number',
  'sender_number',
  'origin',
  'originator',
  'caller',
  'caller_id',
  'sms_from',
  'fromNum',
] as const;
const MESSAGE_NAMES = [
  'message',
  'Message',
  'msg',
  'text',
  'txt',
  'body',
  'content',
  'sms',
  'message_body',
  'messageText',
] as const;
const TO_NAMES = [
  'to',
  'To',
  'recipient',
  'dst',
  'destination',
  'to_number',
  'recipient_number',
  'target',
  'receiver',
] as const;

const first = (query: Record<string, unknown>, names: readonly string[]) => {
  for (const name of names) if (typeof query[name] === 'string') return query[name];
  return undefined;
};

const Text = v.optional(v.string());

/**
 * The query: `from`, `message` and `to` (or their other names) and the key. A `+` left unencoded in
 * the URL arrives as a space (`from=+983000505`): the numbers are trimmed as in every send.
 */
export const UrlSendQuerySchema = v.pipe(
  v.looseObject({ apikey: Text, username: Text, password: Text, from: Text, message: Text, to: Text }),
  v.transform((query) => ({
    sending_type: 'webservice',
    from_number: first(query, FROM_NAMES),
    message: first(query, MESSAGE_NAMES),
    params: { recipients: [first(query, TO_NAMES)] },
  })),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(SendBodySchema, dataset.value);
    if (result.success) return result.output as AnySendOrder;
    for (const issue of result.issues)
      addIssue({ message: issue.message, ...(issue.path ? { path: issue.path } : {}) });
    return NEVER;
  }),
);
export type UrlSendOrder = v.InferOutput<typeof UrlSendQuerySchema>;
