// The change-password form.
import * as v from 'valibot';
import { PasswordSchema, passwordSchemaFor, withPasswordConfirmed } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

const fields = (password: typeof PasswordSchema | ReturnType<typeof passwordSchemaFor>) =>
  v.object({
    current_password: v.pipe(v.string(messages.required), v.nonEmpty(messages.required)),
    password,
    password_confirmation: v.string(messages.required),
  });

/** The new password follows every password rule and matches its confirmation. */
export const ChangePasswordSchema = withPasswordConfirmed(fields(PasswordSchema));
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** The same, when the username is known: the new password must not contain it. */
export function changePasswordSchemaFor(username: string) {
  return withPasswordConfirmed(fields(passwordSchemaFor(username)));
}
