import { useQuery } from '@tanstack/react-query';
import type { CallPermission } from '../../domain/core/call.ts';
import { meQuery } from './account.queries.ts';

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
      (me.is_owner || (permission !== 'owner' && me.permissions.includes(permission))));
}
