import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/colleagues/colleagues.calls.ts';
import { ACTIVITY_ACTIONS, type RoleItem } from '../../../domain/colleagues/colleagues.schema.ts';
import { COLLEAGUE_STATUSES } from '../../../domain/core/enums.ts';
import { parseJalali } from '../../../domain/core/jalali-format.ts';
import { call, callList } from '../../lib/api.ts';
import type { ColleaguesSearch } from './colleagues-search.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const colleagueKeys = {
  all: ['colleagues'] as const,
  roles: () => [...colleagueKeys.all, 'roles'] as const,
  role: (id: number) => [...colleagueKeys.all, 'role', id] as const,
  lists: () => [...colleagueKeys.all, 'list'] as const,
  list: (filters: object) => [...colleagueKeys.lists(), filters] as const,
  one: (id: number) => [...colleagueKeys.all, 'one', id] as const,
  activity: (filters: object) => [...colleagueKeys.all, 'activity', filters] as const,
};

export const rolesQuery = () =>
  queryOptions({ queryKey: colleagueKeys.roles(), queryFn: () => call(calls.roleListCall) });

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: colleagueKeys.role(id),
    queryFn: () => call(calls.roleShowCall, { params: { role_id: id } }),
  });

export const colleagueQuery = (id: number) =>
  queryOptions({
    queryKey: colleagueKeys.one(id),
    queryFn: () => call(calls.colleagueGetCall, { params: { colleague_id: id } }),
  });

/** The colleagues a URL asks for: a status typed into the URL that is no status filters nothing. */
export function colleagueListFor(search: ColleaguesSearch) {
  const filters = {
    page: search.page,
    per_page: search.limit,
    status: COLLEAGUE_STATUSES.find((s) => s === search.status),
    search: search.search?.trim() || undefined,
  };
  return queryOptions({
    queryKey: colleagueKeys.list(filters),
    queryFn: () => callList(calls.colleagueListCall, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/** Every colleague, for the activity log's member filter. */
export const allColleaguesQuery = () =>
  queryOptions({
    queryKey: colleagueKeys.list({ all: true }),
    queryFn: () => callList(calls.colleagueListCall, { query: { page: 1, per_page: 100 } }),
  });

/** A Jalali day typed into the URL as the instant it starts; `next`: the day after (an exclusive end). */
function dayBound(text: string | undefined, next = false): string | undefined {
  const start = text ? parseJalali(text) : null;
  if (!start) return undefined;
  return new Date(start.getTime() + (next ? DAY_MS : 0)).toISOString();
}

export type ActivityFilters = {
  page: number;
  limit: number;
  member?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The activity log a URL asks for; `to` is the last day shown, so the call's exclusive end is the day after. */
export function activityFor(search: ActivityFilters) {
  const member = Number(search.member);
  const filters = {
    page: search.page,
    per_page: search.limit,
    member: Number.isInteger(member) && member > 0 ? member : undefined,
    action: ACTIVITY_ACTIONS.find((a) => a === search.action),
    from: dayBound(search.from),
    to: dayBound(search.to, true),
  };
  return queryOptions({
    queryKey: colleagueKeys.activity(filters),
    queryFn: () => callList(calls.activityCall, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/** After any change: roles, colleagues and the log are read again. */
export const refreshColleagues = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: colleagueKeys.all });

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
