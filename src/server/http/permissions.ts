// Who may make a call: the account owner every call; a colleague the calls its roles grant (its
// permissions are read with its session: auth/sessions.ts memberAuth), and calls without a permission.
// A colleague still holding its first password may make only the calls that change it.
import type { CallPermission, CallSpec } from '../../domain/core/call.ts';
import { grants } from '../../domain/core/grants.ts';
import type { Auth } from '../auth/sessions.ts';

export function mayUse(auth: Auth, permission: CallPermission | undefined): boolean {
  return grants(auth.permissions, permission);
}

/** The calls a member with a first password to change may make: the change itself, who am I, logout. */
const WHILE_PASSWORD_CHANGE = new Set(['user/change_password', 'acl/auth/check_token', 'acl/auth/logout']);

export function mustChangePasswordFirst(auth: Auth, spec: CallSpec): boolean {
  return auth.user.mustChangePassword && !WHILE_PASSWORD_CHANGE.has(spec.path);
}
