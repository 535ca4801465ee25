// The demo account's team: two access roles, an active colleague who sends and reads reports (it logs
// in with the demo's password, as `demo-mate`), one invited and not yet logged in, and a few days of
// the account's activity log, so the colleagues screens have something to show.
import type { Queryable } from './client.ts';
import { insertRows } from './insert-rows.ts';

const DAY = 86_400_000;
export const DEMO_COLLEAGUE_USERNAME = 'demo-mate';

export async function seedDemoColleagues(
  tx: Queryable,
  ownerId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const roles = await tx.query<{ id: number }>(
    `insert into roles (account_id, title, permissions, created_at, updated_at) values
       ($1, 'کارشناس ارسال', $2::text[], $4, $4), ($1, 'حسابدار', $3::text[], $4, $4)
     returning id::int`,
    [
      ownerId,
      ['send.sms', 'reports.view', 'reports.export', 'contacts.view', 'predefined.view', 'patterns.view'],
      ['wallet.view', 'wallet.export', 'reports.view'],
      at(30),
    ],
  );
  const [sender, accountant] = roles.map((r) => r.id);
  const mates = await tx.query<{ id: number }>(
    `insert into users (username, password_hash, person_type, first_name, last_name, national_code, mobile,
       parent_id, colleague_status, must_change_password, last_login_at, created_at) values
       ($1, $2, 'real', 'علی', 'رضایی', '', '989121234568', $3, 'active', false, $4, $5),
       ('demo-accountant', $2, 'real', 'نرگس', 'کاظمی', '', '989121234569', $3, 'pending', true, null, $6)
     returning id::int`,
    [DEMO_COLLEAGUE_USERNAME, passwordHash, ownerId, at(1), at(25), at(2)],
  );
  const [mate, pending] = mates.map((m) => m.id);
  await insertRows(
    tx,
    'colleague_roles',
    ['colleague_id', 'role_id'],
    [
      [mate, sender],
      [pending, accountant],
    ],
  );
  await insertRows(
    tx,
    'activity_log',
    ['account_id', 'actor_id', 'at', 'action', 'detail', 'address'],
    [
      [ownerId, ownerId, at(30), 'role_created', JSON.stringify({ id: sender }), '5.160.12.7'],
      [ownerId, ownerId, at(25), 'colleague_invited', JSON.stringify({ id: mate }), '5.160.12.7'],
      [ownerId, mate, at(24), 'login', JSON.stringify({ method: 'password' }), '91.98.4.33'],
      [ownerId, mate, at(24), 'password_changed', '{}', '91.98.4.33'],
      [ownerId, mate, at(3), 'send', '{}', '91.98.4.33'],
      [ownerId, ownerId, at(2), 'role_created', JSON.stringify({ id: accountant }), '5.160.12.7'],
      [ownerId, ownerId, at(2), 'colleague_invited', JSON.stringify({ id: pending }), '5.160.12.7'],
      [ownerId, mate, at(1), 'login', JSON.stringify({ method: 'password' }), '91.98.4.33'],
      [ownerId, mate, at(1), 'export', '{}', '91.98.4.33'],
    ],
  );
}
