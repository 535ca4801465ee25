// The one rule of who may make a call, shared by the server's guard and the panel's hiding of what a
// member may not do. Kept apart from the permission catalogue (permissions.ts) so that the panel's shell
// carries the rule without the catalogue's titles.
import type { CallPermission } from './call.ts';

/**
 * Whether a member holding `granted` (the owner: 'all') may make a call asking for `permission`:
 * a call without one is open to every member, `owner` is the owner's alone.
 */
export function grants(
  granted: 'all' | ReadonlySet<string>,
  permission: CallPermission | undefined,
): boolean {
  if (granted === 'all' || permission === undefined) return true;
  return permission !== 'owner' && granted.has(permission);
}
