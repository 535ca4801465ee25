import type { QueryClient } from '@tanstack/react-query';
import * as calls from '../../../domain/colleagues/colleagues.calls.ts';
import type { RoleItem } from '../../../domain/colleagues/colleagues.schema.ts';
import { call } from '../../lib/api.ts';
import { refreshColleagues } from './colleagues.queries.ts';

/** A copy of a role under a title of its own ("… (کپی)", numbered while taken); answers the new role. */
export async function duplicateRole(queryClient: QueryClient, role: RoleItem, taken: readonly string[]) {
  let title = `${role.title} (کپی)`;
  for (let n = 2; taken.includes(title); n++) title = `${role.title} (کپی ${n})`;
  const made = await call(calls.roleCreateCall, { body: { title, permissions: role.permissions as never } });
  await refreshColleagues(queryClient);
  return made;
}

export async function deleteRole(queryClient: QueryClient, role: RoleItem) {
  await call(calls.roleDeleteCall, { params: { role_id: role.id } });
  await refreshColleagues(queryClient);
}
