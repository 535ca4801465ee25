// The account's activity log: who of the account did what and when. A call named in ACTIVITY_OF is
// recorded by the call machinery once it succeeded (one insert, its path's ids as the detail), logins
// where they open a session; the owner reads it whole or per member. Kept ACTIVITY_KEEP_DAYS
// (jobs/auth-purge.ts removes what is older).

import type * as calls from '../../domain/colleagues/colleagues.calls.ts';
import type { ActivityAction, ActivityItem } from '../../domain/colleagues/colleagues.schema.ts';
import type { CallQuery } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import type { Clock } from '../core/clock.ts';
import type { Queryable } from '../db/client.ts';

/** The calls whose success the log records, by `<method> <path>`. */
export const ACTIVITY_OF: Readonly<Record<string, ActivityAction>> = {
  'post send': 'send',
  'get send/webservice': 'send',
  'post patterns/{pattern_code}/test-send': 'send',
  'post send/cancel': 'send_cancel',
  'post report/messages-inbox/export': 'export',
  'post report/download_recipients': 'export',
  'post report/systemic_list/export': 'export',
  'post report/payment/export/new': 'export',
  'get phonebooks/{phonebook_id}/export': 'export',
  'get phonebooks/numbers/contact-list/export': 'export',
  'post phonebooks/delete-list': 'delete',
  'post phonebooks/numbers/delete-list': 'delete',
  'post phonebooks/blacklist/delete-list': 'delete',
  'post phonebooks/tags/delete-list': 'delete',
  'post phonebooks/options/delete-list': 'delete',
  'post report/messages-inbox/delete-list': 'delete',
  'post user/files/delete': 'delete',
  'delete patterns/normal/{pattern_code}': 'delete',
  'post user/draft/delete': 'delete',
  'post user/draft/group/delete': 'delete',
  'get payment/generate-url': 'top_up',
  'post payment/offline/card-to-card-create': 'top_up',
  'post payment/offline/bank-pay-create': 'top_up',
  'post acl/partner/create_role': 'role_created',
  'post acl/partner/update_role/{role_id}': 'role_updated',
  'post acl/partner/delete_role/{role_id}': 'role_deleted',
  'post acl/api_key/create': 'api_key_created',
  'post acl/api_key/delete': 'api_key_deleted',
  'post user/partner/create': 'colleague_invited',
  'post user/partner/update/{colleague_id}': 'colleague_updated',
  'post user/partner/active/{colleague_id}': 'colleague_activated',
  'post user/partner/deactive/{colleague_id}': 'colleague_deactivated',
  'post user/change_password': 'password_changed',
};

export type Actor = { accountId: number; actorId: number };

/** One event, one insert. */
export async function recordActivity(
  db: Queryable,
  clock: Clock,
  actor: Actor,
  action: ActivityAction,
  detail: Record<string, unknown>,
  address: string | null,
): Promise<void> {
  await db.query(
    `insert into activity_log (account_id, actor_id, at, action, detail, address)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      actor.accountId,
      actor.actorId,
      clock.now(),
      action,
      JSON.stringify(detail),
      address?.slice(0, 100) ?? null,
    ],
  );
}

/** The account's log, newest first, by member, action and dates. */
export async function activityPage(
  db: Queryable,
  accountId: number,
  { member, action, from, to, page, per_page }: CallQuery<typeof calls.activityCall>,
): Promise<ListPage<ActivityItem>> {
  const where = `a.account_id = $1 and ($2::bigint is null or a.actor_id = $2::bigint)
    and ($3::text is null or a.action = $3::text)
    and ($4::timestamptz is null or a.at >= $4::timestamptz) and ($5::timestamptz is null or a.at < $5::timestamptz)`;
  const args = [accountId, member ?? null, action ?? null, from ?? null, to ?? null];
  const [items, [total]] = await Promise.all([
    db.query<ActivityItem>(
      `select a.id::int as id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at,
         a.actor_id::int as member_id, u.first_name || ' ' || u.last_name as member_name,
         (a.actor_id = a.account_id) as is_owner, a.action, a.detail, a.address
       from activity_log a join users u on u.id = a.actor_id
       where ${where} order by a.at desc, a.id desc limit $6 offset $7`,
      [...args, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from activity_log a where ${where}`, args),
  ]);
  return { items, total: total?.n ?? 0, page, per_page };
}
