// spec 3, 7 (acl/api_key/create): an API key has a title and may be bound to an IP.
import * as v from 'valibot';
import { toLatinDigits } from '../digits.ts';
import { messages } from '../messages.ts';
import { optionalField, requiredText } from './fields.ts';

const IpSchema = v.pipe(
  v.string(messages.invalidIp),
  v.transform((s) => toLatinDigits(s).trim()),
  v.ip(messages.invalidIp),
);

export const ApiKeySchema = v.object({
  title: requiredText(),
  ip: optionalField(IpSchema),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;
