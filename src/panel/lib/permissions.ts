import { useQuery } from '@tanstack/react-query';
import type { CallPermission } from '../../domain/core/call.ts';
import { grants } from '../../domain/core/grants.ts';
import { meQuery } from './account.queries.ts';

/**
 * The permission each place's screen needs to show anything (the calls it makes on opening); the most
 * specific place wins (`/profile/security-setting` is open to every member, the rest of `/profile` is
 * the owner's). A place not listed needs none.
 */
const PLACES: Readonly<Record<string, CallPermission | null>> = {
  '/send-sms': 'send.sms',
  '/reports': 'reports.view',
  '/inbox': 'inbox.view',
  '/predefined-messages': 'predefined.view',
  '/contacts': 'contacts.view',
  '/pattern': 'patterns.view',
  '/colleagues': 'owner',
  '/developers/api-keys': 'developers.keys',
  '/developers/api-calls': 'developers.logs',
  '/wallet': 'wallet.view',
  '/file-management': 'files.view',
  '/support/tickets': 'support.tickets',
  '/support/create-ticket': 'support.tickets',
  '/profile': 'owner',
  '/profile/security-setting': null,
};

/** The permission a path's screen needs: its place's, or the closest enclosing place's. */
export function permissionOf(path: string): CallPermission | undefined {
  for (let place = path.replace(/\/+$/, ''); place !== ''; place = place.slice(0, place.lastIndexOf('/')))
    if (place in PLACES) return PLACES[place] ?? undefined;
  return undefined;
}

/**
 * Whether the member may do what a permission guards: the owner all of it; a colleague what its roles
 * grant, never what is the owner's alone; anyone what needs none. Until check_token has answered,
 * nothing guarded is offered nor asked for: a colleague's first screen must not call what its role
 * forbids (each refusal would open the access dialog). Nor while a first password waits to be changed:
 * the server then answers nothing else.
 */
export function useMay(): (permission?: CallPermission) => boolean {
  const me = useQuery(meQuery()).data;
  return (permission) =>
    permission === undefined ||
    (me !== undefined &&
      !me.must_change_password &&
      grants(me.is_owner ? 'all' : new Set(me.permissions), permission));
}

/** Whether the member may open a path's screen. */
export function useMayOpen(): (path: string) => boolean {
  const may = useMay();
  return (path) => may(permissionOf(path));
}
