// Sending with a pattern beyond `POST send` (whose `pattern` and `votp` types are in send.calls.ts):
// the test send of the pattern's page, to the caller's own mobile.

import { defineCall } from '../core/call.ts';
import { PatternTestSendDataSchema, PatternTestSendSchema } from './pattern-send.schema.ts';

const tag = 'patterns';

export const patternTestSendCall = defineCall({
  method: 'post',
  path: 'patterns/{pattern_code}/test-send',
  title: 'ارسال آزمایشی الگو',
  summary:
    "Send the pattern, its variables filled from params, to the caller's own mobile: a real send (from the caller's default line, priced, debited and in the reports as a pattern send) answering the send's id, the text delivered and the mobile. The caller's own pattern, a systemic one, or the account owner's shared one for a colleague; it must be confirmed (an edited one sends its confirmed live version). Values are checked as a pattern send's are, refusals under params.<name>.",
  origin: {
    designed:
      "The pattern's page lets the user try it on their own phone before sending it by API; the published API has no such call. It sits under patterns/{code}, where the published calls name a pattern by its code.",
  },
  tag,
  auth: 'any',
  permission: 'send.sms',
  budget: 'send',
  body: PatternTestSendSchema,
  data: PatternTestSendDataSchema,
  errors: {
    402: 'Not enough credit; nothing written',
    404: 'No such pattern the caller may send',
    422: 'Not confirmed, a value missing, unknown, of the wrong type or too long, or no line to send from',
  },
});
