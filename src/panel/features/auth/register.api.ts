import { checkExistCall, registerCall, registerCodeCall } from '../../../domain/auth/registration.calls.ts';
import type { CallBodyInput } from '../../../domain/core/call.ts';
import { call } from '../../lib/api.ts';

// The register screen's calls, apart from the login's: their schemas load with the register screen only.
export const registerApi = {
  /** Answers when the username is free; refuses with 409 when it is taken. */
  checkUsername: (user_name: string) => call(checkExistCall, { body: { user_name } }),
  /** A code to the mobile a new account will have; register takes its token and the code. */
  registerCode: (mobile: string) => call(registerCodeCall, { body: { mobile } }),
  // The form's values: the server's schema checks them as it checks any client's.
  register: (body: Record<string, string>) =>
    call(registerCall, { body: body as unknown as CallBodyInput<typeof registerCall> }),
};
