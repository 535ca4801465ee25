// The user's phonebooks as a send reads them. Another user's phonebook reads as empty, exactly like
// one that does not exist.
import type { ListPage } from '../../domain/core/envelope.ts';
import type { PhonebookListItem, PhonebookListQuery, PhonebookNumber } from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';
import { phonebookColumns } from './contacts.ts';

export function phonebookSummaries(db: Queryable, userId: number) {
  return db.query<{ id: number; title: string; count: number }>(
    'select p.id::int as id, p.title, p.member_count as count from phonebooks p where p.user_id = $1 order by p.id',
    [userId],
  );
}

/**
 * `phonebooks/list-new`: a page of the user's phonebooks with their counts (kept by triggers, never
 * counted here) and the features they carry, by title (a part of it) or id. A phonebook changes
 * when a number joins it; no export or import runs in the background here, so those fields are 0.
 */
export async function phonebookListPage(
  db: Queryable,
  userId: number,
  { title, id, page, per_page }: PhonebookListQuery,
): Promise<ListPage<PhonebookListItem>> {
  const where = `p.user_id = $1 and ($2::text is null or position(lower($2) in lower(p.title)) > 0)
    and ($3::bigint is null or p.id = $3)`;
  const params = [userId, title?.trim() || null, id ?? null];
  const [items, [total]] = await Promise.all([
    db.query<PhonebookListItem>(
      `select ${phonebookColumns}
       from phonebooks p where ${where} order by p.id limit $4 offset $5`,
      [...params, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from phonebooks p where ${where}`, params),
  ]);
  return { items, total: total?.n ?? 0, page, per_page };
}

export async function phonebookNumberPage(
  db: Queryable,
  userId: number,
  { phonebook_id, page, per_page }: { phonebook_id: number; page: number; per_page: number },
): Promise<ListPage<PhonebookNumber>> {
  const owned = 'exists (select 1 from phonebooks p where p.id = $1 and p.user_id = $2)';
  const [items, [total]] = await Promise.all([
    db.query<PhonebookNumber>(
      `select id::int as id, mobile, pre, name, options from phonebook_numbers
       where phonebook_id = $1 and ${owned} order by id limit $3 offset $4`,
      [phonebook_id, userId, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from phonebook_numbers where phonebook_id = $1 and ${owned}`,
      [phonebook_id, userId],
    ),
  ]);
  return { items, total: total?.n ?? 0, page, per_page };
}

/** The enabled features attached to one of the user's phonebooks (none for another's). */
export async function phonebookFeatures(db: Queryable, userId: number, phonebookId: number) {
  const features = await db.query<{ id: number; title: string; type: 'string' | 'date' | 'int' }>(
    `select o.id::int as id, o.title, o.type from phonebook_options po
     join contact_options o on o.id = po.option_id
     join phonebooks p on p.id = po.phonebook_id
     where po.phonebook_id = $1 and p.user_id = $2 and o.user_id = $2 and o.enabled
     order by o.id`,
    [phonebookId, userId],
  );
  return { features };
}

/** Distinct numbers in the chosen phonebooks of the user. */
export async function phonebookNumberCount(db: Queryable, userId: number, phonebookIds: readonly number[]) {
  const [row] = await db.query<{ count: number }>(
    `select count(distinct n.mobile)::int as count from phonebook_numbers n
     join phonebooks p on p.id = n.phonebook_id
     where p.user_id = $1 and p.id = any($2::bigint[])`,
    [userId, phonebookIds],
  );
  return row?.count ?? 0;
}
