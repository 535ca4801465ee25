// Contacts: phonebooks, the contacts in them, features, tags, the blacklist and cancel-11.
import * as calls from '../../domain/api/calls/contacts.calls.ts';
import { ApiError } from '../services/api-error.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';

const notYet = async (): Promise<never> => {
  throw new ApiError(501, 'این بخش هنوز آماده نیست');
};

export const contactHandlers = (_deps: ServerDeps) =>
  Object.values(calls)
    .filter((spec) => typeof spec === 'object')
    .map((spec) => implement(spec, notYet));
