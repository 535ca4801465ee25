// A colleague (invited by mobile, given an access role) and its status.
import * as v from 'valibot';
import { COLLEAGUE_STATUSES } from '../core/enums.ts';
import { FirstNameSchema, IdSchema, LastNameSchema, MobileSchema, UsernameSchema } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

/**
 * A colleague needs an access role to be created; with no role to pick, the form shows
 * 'You need to create access' instead (messages.createAccessFirst).
 */
export const ColleagueSchema = v.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  mobile: MobileSchema,
  username: UsernameSchema,
  role_id: IdSchema,
});
export type Colleague = v.InferOutput<typeof ColleagueSchema>;

/** A colleague can be activated or deactivated. */
export const ColleagueStatusSchema = v.picklist(COLLEAGUE_STATUSES, messages.required);
