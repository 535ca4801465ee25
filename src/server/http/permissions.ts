// Who may make a call that needs a permission. The account owner may make every call; a colleague
// only those its roles grant (roles and colleagues come with the colleagues area: until then every
// session is its account owner's).
import type { CallPermission } from '../../domain/core/call.ts';
import type { Auth } from '../auth/sessions.ts';

export function mayUse(auth: Auth, permission: CallPermission): boolean {
  const granted = permissionsOf(auth);
  return granted === 'all' || (permission !== 'owner' && granted.has(permission));
}

function permissionsOf(_auth: Auth): 'all' | ReadonlySet<string> {
  return 'all';
}
