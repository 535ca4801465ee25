// valibot's own messages are English ("Invalid type: Expected string but received undefined"). Every
// rule of ours carries a Persian message; this is the Persian fallback for the checks that do not
// (a missing field, a value of the wrong type), so no English ever reaches a person or an API answer.
import * as v from 'valibot';
import { messages } from './messages.ts';

export function adoptPersianValidationMessages(): void {
  v.setGlobalMessage((issue) =>
    issue.input === undefined || issue.input === null ? messages.required : messages.invalidValue,
  );
}
