// Contacts: the user's phonebooks, the contacts in them, features, tags, the blacklist and the
// cancel-11 list. Every statement is led by the user, so another user's book, contact or feature is
// as unknown as a missing one: a read finds nothing, a change changes nothing.
//
// A contact is one number in one book; the same number in several of the user's books is one
// person there, so a contact's name, title and email edited once are the same in each book.

import {
  type BlacklistAdd,
  type BlacklistListQuery,
  type Cancel11ListQuery,
  CONTACT_COUNT_CAP,
  type ContactAdd,
  type ContactInput,
  type ContactItem,
  type ContactListQuery,
  type ContactShow,
  type ContactTags,
  type ContactUpdate,
  contactEmailValid,
  contactMessages,
  nameSearchWords,
  type OptionCreate,
  type OptionItem,
  type OptionListQuery,
  type OptionUpdate,
  optionValueOf,
  type PhonebookCreate,
  type PhonebookUpdate,
} from '../../domain/contacts/contacts.schema.ts';
import type { FeatureType } from '../../domain/core/enums.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { messages } from '../../domain/core/messages.ts';
import { normalizeMobile } from '../../domain/core/mobile.ts';
import { foldPersian, toPersianLetters } from '../../domain/core/persian-text.ts';
import type { PhonebookListItem } from '../../domain/send/send-banks.schema.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { refuseStale, revisionOf } from '../http/revision.ts';
import { chunkedRecipientsOf } from '../send/recipient-chunks.ts';

/** ISO 8601 in UTC with its offset, as the published answers give times. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

const invalid = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });
const notFound = (message: string) => new ApiError(404, message);

/** A unique index refused the row (another request took the same title meanwhile). */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// Phonebooks ---------------------------------------------------------------------------------

/** A book as list-new gives it, with the features it carries; 1 while an import or export of it runs. */
export const phonebookColumns = `p.id::int as id, p.title, p.member_count as count,
  coalesce((select 1 from user_files f where f.user_id = p.user_id and f.state = 'running'
    and f.category = 'contacts' and f.params->>'phonebook_id' = p.id::text limit 1), 0) as export_status,
  coalesce((select 1 from contact_imports i where i.phonebook_id = p.id and i.state = 'running' limit 1), 0)
    as import_status,
  ${iso('p.created_at')} as created_at, ${iso('p.updated_at')} as updated_at,
  coalesce((select json_agg(json_build_object('id', o.id::int, 'title', o.title, 'type', o.type) order by o.id)
    from phonebook_options po join contact_options o on o.id = po.option_id where po.phonebook_id = p.id), '[]'::json)
    as options`;

async function phonebookItem(db: Queryable, userId: number, id: number) {
  const [row] = await db.query<PhonebookListItem>(
    `select ${phonebookColumns} from phonebooks p where p.id = $1 and p.user_id = $2`,
    [id, userId],
  );
  if (!row) throw notFound(contactMessages.phonebookNotFound);
  return row;
}

async function refuseTakenTitle(db: Queryable, userId: number, title: string, except: number | null) {
  const [taken] = await db.query(
    `select 1 from phonebooks where user_id = $1 and contact_fold(title) = contact_fold($2)
       and ($3::bigint is null or id <> $3) limit 1`,
    [userId, title, except],
  );
  if (taken) throw invalid('title', contactMessages.titleTaken);
}

/** Every id a feature of the user, or 422 on `field`. */
async function requireOwnOptions(db: Queryable, userId: number, ids: readonly number[], field: string) {
  if (ids.length === 0) return;
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from contact_options where user_id = $1 and id = any($2::bigint[])',
    [userId, [...new Set(ids)]],
  );
  if ((row?.n ?? 0) !== new Set(ids).size) throw invalid(field, contactMessages.optionNotFound);
}

async function setBookOptions(tx: Queryable, bookId: number, ids: readonly number[]) {
  await tx.query(
    'delete from phonebook_options where phonebook_id = $1 and not (option_id = any($2::bigint[]))',
    [bookId, ids],
  );
  await tx.query(
    `insert into phonebook_options (phonebook_id, option_id) select $1, unnest($2::bigint[])
     on conflict do nothing`,
    [bookId, ids],
  );
}

/** A new, empty book of the user's (the caller's transaction decides whether its title may be taken). */
export async function insertPhonebook(
  tx: Queryable,
  userId: number,
  title: string,
  now: Date,
): Promise<number> {
  const [book] = await tx.query<{ id: number }>(
    'insert into phonebooks (user_id, title, created_at, updated_at) values ($1, $2, $3, $3) returning id::int as id',
    [userId, title, now],
  );
  if (!book) throw new Error('phonebook insert returned no row');
  return book.id;
}

export async function createPhonebook(db: Db, clock: Clock, userId: number, body: PhonebookCreate) {
  return db.transaction(async (tx) => {
    await refuseTakenTitle(tx, userId, body.title, null);
    await requireOwnOptions(tx, userId, body.options ?? [], 'options');
    const bookId = await insertPhonebook(tx, userId, body.title, clock.now());
    await setBookOptions(tx, bookId, body.options ?? []);
    return phonebookItem(tx, userId, bookId);
  });
}

export async function updatePhonebook(
  db: Db,
  clock: Clock,
  userId: number,
  id: number,
  body: PhonebookUpdate,
) {
  await db.transaction(async (tx) => {
    const [book] = await tx.query('select 1 from phonebooks where id = $1 and user_id = $2 for update', [
      id,
      userId,
    ]);
    if (!book) throw notFound(contactMessages.phonebookNotFound);
    if (body.title !== undefined) await refuseTakenTitle(tx, userId, body.title, id);
    if (body.options !== undefined) {
      await requireOwnOptions(tx, userId, body.options, 'options');
      await setBookOptions(tx, id, body.options);
    }
    await tx.query('update phonebooks set title = coalesce($2, title), updated_at = $3 where id = $1', [
      id,
      body.title ?? null,
      clock.now(),
    ]);
  });
}

export async function deletePhonebooks(db: Queryable, userId: number, ids: readonly number[]) {
  const rows = await db.query(
    'delete from phonebooks where user_id = $1 and id = any($2::bigint[]) returning id',
    [userId, ids],
  );
  return rows.length;
}

// Contacts: the list -------------------------------------------------------------------------

/** A contact's values of the features its book carries, as text by feature id. */
const OPTIONS_OF_BOOK = `coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each_text(n.options) e
  join phonebook_options po on po.phonebook_id = n.phonebook_id and po.option_id::text = e.key), '{}'::jsonb)`;

const CONTACT_COLUMNS = `n.id::int as id, n.phonebook_id::int as phonebook_id, n.pre, n.name, n.email,
  '+' || n.mobile as number, ${iso('n.created_at')} as created_at, ${iso('n.updated_at')} as updated_at,
  ${revisionOf('n.updated_at')} as revision, p.title as phonebook_title, ${OPTIONS_OF_BOOK} as options,
  coalesce((select array_agg(t.tag order by t.tag) from contact_tags t where t.number_id = n.id), '{}') as tags`;

/** The conditions of a contact search on `phonebook_numbers n`, with their parameters ($1 the user). */
export async function contactWhere(
  db: Queryable,
  userId: number,
  q: Omit<ContactListQuery, 'page' | 'per_page'>,
) {
  const params: unknown[] = [userId];
  const parts = ['n.user_id = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (q.phonebook_id !== undefined) add((p) => `n.phonebook_id = ${p}`, q.phonebook_id);
  if (q.number !== undefined) add((p) => `n.mobile like ${p}`, `${q.number}%`);
  if (q.phonebook_title !== undefined)
    add(
      (p) =>
        `n.phonebook_id in (select b.id from phonebooks b where b.user_id = $1 and strpos(contact_fold(b.title), ${p}) > 0)`,
      foldPersian(q.phonebook_title),
    );
  if (q.from_created_at !== undefined) add((p) => `n.created_at >= to_timestamp(${p})`, q.from_created_at);
  if (q.name !== undefined) {
    const words = nameSearchWords(q.name);
    // Only marks and separators typed: nothing can start a word.
    if (words.length === 0) parts.push('false');
    else
      add(
        (p) => `n.name_words @@ ${p}::tsquery`,
        words.map((w) => `'${w.replace(/'/g, "''")}':*`).join(' & '),
      );
  }
  if (q.tag !== undefined)
    add(
      (p) => `n.id in (select t.number_id from contact_tags t where t.user_id = $1 and t.tag = ${p})`,
      toPersianLetters(q.tag),
    );
  if (q.option_id !== undefined) {
    const [option] = await db.query<{ type: FeatureType }>(
      'select type from contact_options where id = $1 and user_id = $2',
      [q.option_id, userId],
    );
    if (!option) parts.push('false');
    else if (q.option_value === undefined) add((p) => `n.options ? ${p}`, String(q.option_id));
    else {
      const { value } = optionValueOf(option.type, q.option_value);
      if (value === null) parts.push('false');
      else add((p) => `n.options @> ${p}::jsonb`, JSON.stringify({ [String(q.option_id)]: value }));
    }
  }
  return { sql: parts.join(' and '), params };
}

/**
 * `phonebooks/numbers/contact-list`, newest first. The total of a whole book (or of all the user's
 * books) is the kept member count; a search counts its matches up to CONTACT_COUNT_CAP and says that
 * many beyond, so no page ever counts a million rows.
 */
export async function contactListPage(
  db: Queryable,
  userId: number,
  q: ContactListQuery,
): Promise<ListPage<ContactItem>> {
  const where = await contactWhere(db, userId, q);
  const n = where.params.length;
  const onlyBook =
    q.number === undefined &&
    q.phonebook_title === undefined &&
    q.from_created_at === undefined &&
    q.name === undefined &&
    q.tag === undefined &&
    q.option_id === undefined;
  const offset = (q.page - 1) * q.per_page;
  const rowsOf = (sql: string, params: unknown[]) =>
    db.query<ContactItem>(
      `select ${CONTACT_COLUMNS} from (${sql}) n join phonebooks p on p.id = n.phonebook_id order by n.id desc`,
      params,
    );
  const page = (sql: string) =>
    rowsOf(
      `select n.id, n.phonebook_id, n.pre, n.name, n.email, n.mobile, n.created_at, n.updated_at, n.options
       from phonebook_numbers n where ${sql} order by n.id desc limit $${n + 1} offset $${n + 2}`,
      [...where.params, q.per_page, offset],
    );
  if (onlyBook) {
    const [total] = await db.query<{ n: number }>(
      `select coalesce(sum(member_count), 0)::int as n from phonebooks where user_id = $1
       and ($2::bigint is null or id = $2)`,
      [userId, q.phonebook_id ?? null],
    );
    return { items: await page(where.sql), total: total?.n ?? 0, page: q.page, per_page: q.per_page };
  }
  // A search reads the ids of its matches, up to the cap, through its filter's index: with fewer,
  // they are all there, their count is the total and the page is cut from them, so the index is
  // read once. With more, walking the ids from the newest meets a page of them soon.
  const matches = await db.query<{ id: number }>(
    `select n.id::int as id from phonebook_numbers n where ${where.sql} limit ${CONTACT_COUNT_CAP}`,
    where.params,
  );
  if (matches.length >= CONTACT_COUNT_CAP)
    return { items: await page(where.sql), total: CONTACT_COUNT_CAP, page: q.page, per_page: q.per_page };
  const ids = matches
    .map((m) => m.id)
    .sort((a, b) => b - a)
    .slice(offset, offset + q.per_page);
  const items =
    ids.length === 0
      ? []
      : await rowsOf(
          `select n.id, n.phonebook_id, n.pre, n.name, n.email, n.mobile, n.created_at, n.updated_at, n.options
           from phonebook_numbers n where n.id = any($1::bigint[])`,
          [ids],
        );
  return { items, total: matches.length, page: q.page, per_page: q.per_page };
}

// Contacts: one ------------------------------------------------------------------------------

type ContactRow = {
  id: number;
  phonebook_id: number;
  mobile: string;
  options: Record<string, string>;
  revision: string;
};

async function ownContact(db: Queryable, userId: number, id: number, lock = false): Promise<ContactRow> {
  const [row] = await db.query<ContactRow>(
    `select id::int as id, phonebook_id::int as phonebook_id, mobile, options,
       ${revisionOf('updated_at')} as revision from phonebook_numbers
     where id = $1 and user_id = $2 ${lock ? 'for update' : ''}`,
    [id, userId],
  );
  if (!row) throw notFound(contactMessages.contactNotFound);
  return row;
}

/** How many messages a contact shows the user sent to the number. */
const CONTACT_SENDS = 20;

export async function showContact(db: Queryable, userId: number, id: number): Promise<ContactShow> {
  const [row] = await db.query<Omit<ContactShow, 'books' | 'option_values' | 'sends'> & { mobile: string }>(
    `select ${CONTACT_COLUMNS}, n.mobile,
       exists (select 1 from blacklist b
         where b.user_id = n.user_id and b.mobile = n.mobile and b.blocks_send) as is_send_blacklist,
       exists (select 1 from blacklist b
         where b.user_id = n.user_id and b.mobile = n.mobile and b.blocks_receive) as is_receive_blacklist,
       coalesce((select json_agg(json_build_object('id', t.id::int, 'number_id', t.number_id::text,
         'phonebook_id', t.phonebook_id::text, 'tag', t.tag, 'created_at', ${iso('t.created_at')},
         'updated_at', ${iso('t.updated_at')}) order by t.tag) from contact_tags t where t.number_id = n.id), '[]'::json)
         as tags
     from phonebook_numbers n join phonebooks p on p.id = n.phonebook_id where n.id = $1 and n.user_id = $2`,
    [id, userId],
  );
  if (!row) throw notFound(contactMessages.contactNotFound);
  const { mobile, ...contact } = row;
  const [books, optionValues, sends] = await Promise.all([
    db.query<ContactShow['books'][number]>(
      `select n.id::int as id, n.phonebook_id::int as phonebook_id, p.title as phonebook_title
       from phonebook_numbers n join phonebooks p on p.id = n.phonebook_id
       where n.user_id = $1 and n.mobile = $2 order by n.id`,
      [userId, mobile],
    ),
    db.query<ContactShow['option_values'][number]>(
      `select o.id::int as id, o.title, o.latin_title, o.type, n.options ->> o.id::text as value
       from phonebook_numbers n join phonebook_options po on po.phonebook_id = n.phonebook_id
       join contact_options o on o.id = po.option_id
       where n.id = $1 and n.options ? o.id::text order by o.id`,
      [id],
    ),
    db.query<ContactShow['sends'][number]>(
      // With the number's recipients of big sends still stored as chunks, waiting (one snapshot).
      `select s.bulk_id, s.text, s.status, ${iso('s.at')} as time from (
         select b.id::int as bulk_id, coalesce(r.text, b.text) as text, r.status::int as status,
           coalesce(r.sent_at, b.created_at) as at
         from bulk_recipients r join bulks b on b.id = r.bulk_id
         where r.mobile = $2 and b.user_id = $1
         union all
         select b.id::int, coalesce(k.text, b.text), k.status::int, b.created_at
         from ${chunkedRecipientsOf('$1', '$2')} k join bulks b on b.id = k.bulk_id
       ) s order by s.at desc, s.bulk_id desc limit ${CONTACT_SENDS}`,
      [userId, mobile],
    ),
  ]);
  return { ...contact, books, option_values: optionValues, sends };
}

// Contacts: add, edit, delete ----------------------------------------------------------------

type BookOptions = Map<number, { type: FeatureType }>;

/** The user's books among `ids`, each with the features it carries. */
async function booksWithOptions(db: Queryable, userId: number, ids: readonly number[]) {
  const rows = await db.query<{ id: number; option_id: number | null; type: FeatureType | null }>(
    `select p.id::int as id, o.id::int as option_id, o.type from phonebooks p
     left join phonebook_options po on po.phonebook_id = p.id left join contact_options o on o.id = po.option_id
     where p.user_id = $1 and p.id = any($2::bigint[])`,
    [userId, [...new Set(ids)]],
  );
  const books = new Map<number, BookOptions>();
  for (const row of rows) {
    const options = books.get(row.id) ?? new Map();
    if (row.option_id !== null && row.type !== null) options.set(row.option_id, { type: row.type });
    books.set(row.id, options);
  }
  return books;
}

/** The user's feature ids among `ids` (to tell "not yours" from "not on this book"). */
async function ownOptionIds(db: Queryable, userId: number, ids: readonly string[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.query<{ id: number }>(
    'select id::int as id from contact_options where user_id = $1 and id = any($2::bigint[])',
    [userId, ids.map(Number)],
  );
  return new Set(rows.map((r) => r.id));
}

type Checked = { field: string; message: string } | { values: Record<string, string> };

/** Values by feature id checked against the book's features; a blank value removes one. */
function checkOptions(
  raw: Record<string, string> | undefined,
  bookOptions: BookOptions,
  own: Set<number>,
  field: string,
): Checked & { removed?: string[] } {
  const values: Record<string, string> = {};
  const removed: string[] = [];
  for (const [key, text] of Object.entries(raw ?? {})) {
    const option = bookOptions.get(Number(key));
    if (!option)
      return {
        field: `${field}.${key}`,
        message: own.has(Number(key)) ? contactMessages.optionNotOfBook : contactMessages.optionNotFound,
      };
    if (text.trim() === '') {
      removed.push(key);
      continue;
    }
    const checked = optionValueOf(option.type, text);
    if (checked.value === null) return { field: `${field}.${key}`, message: checked.message };
    values[key] = checked.value;
  }
  return { values, removed };
}

type Prepared = { book: number; mobile: string; pre: string; name: string; email: string; options: string };

function prepareContact(
  item: ContactInput,
  field: string,
  books: Map<number, BookOptions>,
  own: Set<number>,
): Prepared | { field: string; message: string } {
  const bookOptions = books.get(item.phonebook_id);
  if (!bookOptions) return { field: `${field}.phonebook_id`, message: contactMessages.phonebookNotFound };
  const mobile = normalizeMobile(item.number);
  if (!mobile) return { field: `${field}.number`, message: messages.numberNotValid };
  const email = item.email ?? '';
  if (!contactEmailValid(email)) return { field: `${field}.email`, message: messages.invalidEmail };
  const options = checkOptions(item.options, bookOptions, own, `${field}.options`);
  if ('message' in options) return options;
  return {
    book: item.phonebook_id,
    mobile,
    pre: item.pre ?? '',
    name: item.name ?? '',
    email,
    options: JSON.stringify(options.values),
  };
}

/**
 * `add-list-new`: a single contact that is wrong or already in its book is refused (422 with its
 * field's message); in a longer list it counts in errors or existences and the rest are added.
 */
export async function addContacts(db: Db, clock: Clock, userId: number, { list }: ContactAdd) {
  const books = await booksWithOptions(
    db,
    userId,
    list.map((c) => c.phonebook_id),
  );
  const own = await ownOptionIds(db, userId, [...new Set(list.flatMap((c) => Object.keys(c.options ?? {})))]);
  const single = list.length === 1;
  const ready: Prepared[] = [];
  let errors = 0;
  list.forEach((item, i) => {
    const prepared = prepareContact(item, `list.${i}`, books, own);
    if ('message' in prepared) {
      if (single) throw invalid(prepared.field, prepared.message);
      errors++;
    } else ready.push(prepared);
  });
  const now = clock.now();
  const added =
    ready.length === 0
      ? []
      : await db.query<{ id: number }>(
          `insert into phonebook_numbers (phonebook_id, user_id, mobile, pre, name, email, options, created_at, updated_at)
           select u.book, $1, u.mobile, u.pre, u.name, u.email, u.options::jsonb, $2, $2
           from unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
             with ordinality as u(book, mobile, pre, name, email, options, i)
           order by u.i
           on conflict (phonebook_id, mobile) do nothing returning id`,
          [
            userId,
            now,
            ready.map((r) => r.book),
            ready.map((r) => r.mobile),
            ready.map((r) => r.pre),
            ready.map((r) => r.name),
            ready.map((r) => r.email),
            ready.map((r) => r.options),
          ],
        );
  if (single && added.length === 0 && ready.length === 1)
    throw invalid('list.0.number', messages.numberAlreadyInList);
  return { added: added.length, errors, existences: ready.length - added.length };
}

/**
 * `update-new/{id}`: the given fields change; an absent one keeps its value. A move to another book
 * or another number already there is refused. Name, title and email apply to every row of the user
 * with the contact's (new) number: one person, in every book.
 */
export async function updateContact(
  db: Db,
  clock: Clock,
  userId: number,
  id: number,
  body: ContactUpdate,
  madeOn?: string,
) {
  await db.transaction(async (tx) => {
    const contact = await ownContact(tx, userId, id, true);
    refuseStale(contact.revision, madeOn, contactMessages.contactChanged);
    const bookId = body.phonebook_id ?? contact.phonebook_id;
    const books = await booksWithOptions(tx, userId, [bookId]);
    const bookOptions = books.get(bookId);
    if (!bookOptions) throw invalid('phonebook_id', contactMessages.phonebookNotFound);
    const mobile = body.number === undefined ? contact.mobile : normalizeMobile(body.number);
    if (!mobile) throw invalid('number', messages.numberNotValid);
    if (body.email !== undefined && !contactEmailValid(body.email))
      throw invalid('email', messages.invalidEmail);
    const own = await ownOptionIds(tx, userId, Object.keys(body.options ?? {}));
    const options = checkOptions(body.options, bookOptions, own, 'options');
    if ('message' in options) throw invalid(options.field, options.message);
    if (bookId !== contact.phonebook_id || mobile !== contact.mobile) {
      const [taken] = await tx.query(
        'select 1 from phonebook_numbers where phonebook_id = $1 and mobile = $2 and id <> $3',
        [bookId, mobile, id],
      );
      if (taken) throw invalid('number', messages.numberAlreadyInList);
    }
    const now = clock.now();
    try {
      await tx.query(
        `update phonebook_numbers set phonebook_id = $2, mobile = $3,
           options = (options || $4::jsonb) - $5::text[], updated_at = $6 where id = $1`,
        [id, bookId, mobile, JSON.stringify(options.values), options.removed ?? [], now],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('number', messages.numberAlreadyInList);
      throw error;
    }
    if (bookId !== contact.phonebook_id) {
      // The member-count triggers watch inserts and deletes; a move is neither.
      await tx.query(
        `update phonebooks set member_count = member_count + case when id = $2 then 1 else -1 end,
           updated_at = case when id = $2 then $3 else updated_at end where id in ($1, $2)`,
        [contact.phonebook_id, bookId, now],
      );
      await tx.query('update contact_tags set phonebook_id = $2 where number_id = $1', [id, bookId]);
    }
    if (body.name !== undefined || body.pre !== undefined || body.email !== undefined)
      await tx.query(
        `update phonebook_numbers set name = coalesce($3, name), pre = coalesce($4, pre), email = coalesce($5, email),
           updated_at = $6
         where user_id = $1 and mobile = $2`,
        [userId, mobile, body.name ?? null, body.pre ?? null, body.email ?? null, now],
      );
  });
}

export async function deleteContacts(db: Queryable, userId: number, ids: readonly number[]) {
  const rows = await db.query(
    'delete from phonebook_numbers where user_id = $1 and id = any($2::bigint[]) returning id',
    [userId, ids],
  );
  return rows.length;
}

// Features -----------------------------------------------------------------------------------

const OPTION_COLUMNS = `o.id::int as id, o.title, o.type, ${iso('o.created_at')} as created_at, o.latin_title, o.enabled,
  coalesce((select array_agg(po.phonebook_id::int order by po.phonebook_id) from phonebook_options po
    where po.option_id = o.id), '{}') as phonebooks`;

export async function optionListPage(
  db: Queryable,
  userId: number,
  q: OptionListQuery,
): Promise<ListPage<OptionItem>> {
  const where = `o.user_id = $1 and ($2::text is null or strpos(contact_fold(o.title), $2) > 0)
    and ($3::text is null or o.type = $3)`;
  const params = [userId, q.title === undefined ? null : foldPersian(q.title), q.type ?? null];
  const [items, [total]] = await Promise.all([
    db.query<OptionItem>(
      `select ${OPTION_COLUMNS} from contact_options o where ${where} order by o.id desc limit $4 offset $5`,
      [...params, q.per_page, (q.page - 1) * q.per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from contact_options o where ${where}`, params),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

async function refuseTakenLatinTitle(db: Queryable, userId: number, latin: string, except: number | null) {
  const [taken] = await db.query(
    'select 1 from contact_options where user_id = $1 and lower(latin_title) = lower($2) and ($3::bigint is null or id <> $3)',
    [userId, latin, except],
  );
  if (taken) throw invalid('latin_title', contactMessages.latinTitleTaken);
}

export async function createOption(
  db: Db,
  clock: Clock,
  userId: number,
  body: OptionCreate,
): Promise<OptionItem> {
  return db.transaction(async (tx) => {
    if (body.latin_title !== undefined) await refuseTakenLatinTitle(tx, userId, body.latin_title, null);
    const [next] = await tx.query<{ id: number }>("select nextval('contact_options_id_seq')::int as id");
    if (!next) throw new Error('no id for the feature');
    // An API caller may leave the Latin title out: f<id> is free unless the user named another so.
    let latin = body.latin_title ?? `f${next.id}`;
    if (body.latin_title === undefined) {
      const [taken] = await tx.query(
        'select 1 from contact_options where user_id = $1 and lower(latin_title) = $2',
        [userId, latin],
      );
      if (taken) latin = `f${next.id}_${Date.now().toString(36)}`;
    }
    try {
      await tx.query(
        `insert into contact_options (id, user_id, title, latin_title, type, enabled, created_at)
         values ($1, $2, $3, $4, $5, true, $6)`,
        [next.id, userId, body.title, latin, body.type, clock.now()],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('latin_title', contactMessages.latinTitleTaken);
      throw error;
    }
    const [item] = await tx.query<OptionItem>(
      `select ${OPTION_COLUMNS} from contact_options o where o.id = $1`,
      [next.id],
    );
    if (!item) throw new Error('feature insert returned no row');
    return item;
  });
}

export async function updateOption(db: Db, userId: number, id: number, body: OptionUpdate) {
  await db.transaction(async (tx) => {
    const [option] = await tx.query(
      'select 1 from contact_options where id = $1 and user_id = $2 for update',
      [id, userId],
    );
    if (!option) throw notFound(contactMessages.optionNotFound);
    if (body.latin_title !== undefined) await refuseTakenLatinTitle(tx, userId, body.latin_title, id);
    try {
      await tx.query(
        `update contact_options set title = coalesce($2, title), latin_title = coalesce($3, latin_title),
           enabled = coalesce($4, enabled) where id = $1`,
        [id, body.title ?? null, body.latin_title ?? null, body.enabled ?? null],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('latin_title', contactMessages.latinTitleTaken);
      throw error;
    }
  });
}

/** Deletes the user's features among `ids` and their values on every contact of the user. */
export async function deleteOptions(db: Db, userId: number, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const gone = await tx.query<{ id: string }>(
      'delete from contact_options where user_id = $1 and id = any($2::bigint[]) returning id::text as id',
      [userId, ids],
    );
    if (gone.length > 0)
      await tx.query(
        `update phonebook_numbers set options = options - $2::text[]
         where user_id = $1 and options ?| $2::text[]`,
        [userId, gone.map((g) => g.id)],
      );
    return gone.length;
  });
}

// Tags ---------------------------------------------------------------------------------------
// A tag is kept, and so read alike, with the Persian ی and ک however they were typed.

export async function changeContactTags(db: Db, clock: Clock, userId: number, body: ContactTags) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const changed = new Set<number>();
    if (body.add.length > 0) {
      const rows = await tx.query<{ number_id: number }>(
        `insert into contact_tags (user_id, number_id, phonebook_id, tag, created_at, updated_at)
         select $1, n.id, n.phonebook_id, t.tag, $4, $4 from phonebook_numbers n
         cross join (select distinct unnest($3::text[]) as tag) t
         where n.user_id = $1 and n.id = any($2::bigint[])
         on conflict (number_id, tag) do nothing returning number_id::int as number_id`,
        [userId, body.number_ids, body.add.map(toPersianLetters), now],
      );
      for (const r of rows) changed.add(r.number_id);
    }
    if (body.remove.length > 0) {
      const rows = await tx.query<{ number_id: number }>(
        `delete from contact_tags where user_id = $1 and number_id = any($2::bigint[]) and tag = any($3::text[])
         returning number_id::int as number_id`,
        [userId, body.number_ids, body.remove.map(toPersianLetters)],
      );
      for (const r of rows) changed.add(r.number_id);
    }
    return changed.size;
  });
}

export function tagCounts(db: Queryable, userId: number) {
  return db.query<{ tag: string; count: number }>(
    'select tag, count(*)::int as count from contact_tags where user_id = $1 group by tag order by count(*) desc, tag',
    [userId],
  );
}

export async function deleteTags(db: Queryable, userId: number, tags: readonly string[]) {
  const rows = await db.query(
    'delete from contact_tags where user_id = $1 and tag = any($2::text[]) returning id',
    [userId, tags.map(toPersianLetters)],
  );
  return rows.length;
}

// Blacklist and cancel-11 ---------------------------------------------------------------------

export async function blacklistPage(db: Queryable, userId: number, q: BlacklistListQuery) {
  const params = [userId, q.number === undefined ? null : `${q.number}%`];
  const where = 'user_id = $1 and ($2::text is null or mobile like $2)';
  const [items, [total]] = await Promise.all([
    db.query<{
      number: string;
      created_at: string;
      is_send_blacklist: boolean;
      is_receive_blacklist: boolean;
    }>(
      `select '+' || mobile as number, ${iso('created_at')} as created_at,
         blocks_send as is_send_blacklist, blocks_receive as is_receive_blacklist
       from blacklist where ${where}
       order by created_at desc, mobile limit $3 offset $4`,
      [...params, q.per_page, (q.page - 1) * q.per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from blacklist where ${where}`, params),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** Each number as sent, its canonical form or null. */
const canonical = (numbers: readonly string[]) =>
  numbers.map((typed) => ({ typed, mobile: normalizeMobile(typed) }));

/** Numbers go on the blacklist with what they block; a number already there takes the kinds given now. */
export async function addToBlacklist(db: Queryable, clock: Clock, userId: number, body: BlacklistAdd) {
  const read = canonical(body.numbers);
  const valid = [...new Set(read.flatMap((r) => (r.mobile ? [r.mobile] : [])))];
  const rows = await db.query<{ inserted: boolean }>(
    `insert into blacklist (user_id, mobile, created_at, blocks_send, blocks_receive)
     select $1, unnest($2::text[]), $3, $4, $5
     on conflict (user_id, mobile) do update
       set blocks_send = excluded.blocks_send, blocks_receive = excluded.blocks_receive
     returning (xmax = 0) as inserted`,
    [userId, valid, clock.now(), body.is_send_blacklist, body.is_receive_blacklist],
  );
  const added = rows.filter((r) => r.inserted);
  return {
    added: added.length,
    existences: valid.length - added.length,
    refused: read
      .filter((r) => !r.mobile)
      .map((r) => ({ number: r.typed, message: messages.numberNotValid })),
  };
}

export async function removeFromBlacklist(db: Queryable, userId: number, numbers: readonly string[]) {
  const mobiles = canonical(numbers).flatMap((r) => (r.mobile ? [r.mobile] : []));
  const rows = await db.query(
    'delete from blacklist where user_id = $1 and mobile = any($2::text[]) returning mobile',
    [userId, mobiles],
  );
  return rows.length;
}

export async function cancel11Page(db: Queryable, userId: number, q: Cancel11ListQuery) {
  const params = [userId, q.number === undefined ? null : `${q.number}%`, q.line ?? null];
  const where = `user_id = $1 and ($2::text is null or mobile like $2)
    and ($3::text is null or line = $3)`;
  const [items, [total]] = await Promise.all([
    db.query<{ id: number; number: string; line: string; message: string | null; created_at: string }>(
      `select id::int as id, '+' || mobile as number, case when line = '' then '' else '+98' || line end as line,
         message, ${iso('created_at')} as created_at
       from cancel_11 where ${where} order by created_at desc, id desc limit $4 offset $5`,
      [...params, q.per_page, (q.page - 1) * q.per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from cancel_11 where ${where}`, params),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** The id in a call's path (`:contact_id`), or 404 as for a missing one. */
export function pathId(raw: string | undefined, message: string): number {
  const text = (raw ?? '').trim();
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw notFound(message);
  return Number(text);
}
