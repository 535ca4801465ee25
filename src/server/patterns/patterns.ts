// Patterns: the user's templates and the provider's systemic ones (migration 0019). The live version
// is the row's columns; an edit of a confirmed pattern waits in `revision` until the reviewer
// (pattern-review.ts) confirms it. Who sees what: the user their own patterns; a colleague
// (users.parent_id = the owner) also the owner's shared ones, read only; everyone the systemic ones,
// read only. Anything else is as unknown as a missing pattern.
import { randomInt } from 'node:crypto';
import type { CallQuery } from '../../domain/core/call.ts';
import type { PatternState } from '../../domain/core/enums.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import type * as calls from '../../domain/patterns/patterns.calls.ts';
import { patternRuleMessages } from '../../domain/patterns/patterns.messages.ts';
import {
  type PatternBody,
  type PatternItem,
  type PatternStatus,
  type PatternType,
  type PatternVariableOut,
  patternMessages,
  patternStatusFa,
  patternStatusId,
} from '../../domain/patterns/patterns.schema.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { ApiError } from '../http/api-error.ts';
import { refuseStale } from '../http/revision.ts';

/** The second version as stored in `revision` (migration 0019's header). */
export type StoredRevision = {
  title: string | null;
  description: string;
  message: string;
  delimiter: string;
  variable: PatternVariableOut[];
  is_share: boolean;
  website: string | null;
  status: PatternStatus;
  admin_comment: string | null;
};

export type PatternRow = {
  id: string;
  user_id: string | null;
  username: string | null;
  code: string;
  pattern_type: PatternType;
  title: string | null;
  description: string;
  message: string;
  delimiter: string;
  variables: PatternVariableOut[];
  is_share: boolean;
  website: string | null;
  status: PatternStatus;
  admin_comment: string | null;
  revision: StoredRevision | null;
  created_at: string;
  updated_at: string;
  time: number;
  readonly: boolean;
};

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The row's columns for a viewer `$1`: readonly unless the pattern is the viewer's own. */
const COLUMNS = `p.id::text as id, p.user_id::text as user_id, u.username, p.code, p.pattern_type, p.title,
  p.description, p.message, p.delimiter, p.variables, p.is_share, p.website, p.status, p.admin_comment,
  p.revision, ${iso('p.created_at')} as created_at, ${iso('p.updated_at')} as updated_at,
  floor(extract(epoch from p.updated_at))::float8 as time,
  (p.user_id is distinct from $1::bigint) as readonly`;

/** A normal pattern the viewer `$1` may see: their own, or their owner's shared one. */
const VISIBLE_NORMAL = `p.pattern_type = 'normal' and (p.user_id = $1::bigint
  or (p.is_share and p.user_id = (select parent_id from users where id = $1::bigint)))`;

/** The panel's state of a row: not confirmed, confirmed, rejected, or edited (a second version exists). */
export function patternState(row: Pick<PatternRow, 'status' | 'revision'>): PatternState {
  if (row.revision) return 'edited';
  return row.status === 'active' ? 'confirmed' : row.status === 'inactive' ? 'rejected' : 'not_confirmed';
}

/** A row as the published API lists a pattern. */
export function toPatternItem(row: PatternRow): PatternItem {
  const r = row.revision;
  return {
    id: row.id,
    partner_id: null,
    verifier_user_id: null,
    verifier_partner_id: null,
    title: row.title,
    username: row.username,
    user_id: row.user_id,
    pattern_code: row.code,
    pattern_message: row.message,
    admin_comment: row.admin_comment,
    pattern_description: row.description,
    website: row.website,
    pattern_status: row.status,
    pattern_status_fa: patternStatusFa[row.status],
    pattern_status_id: patternStatusId[row.status],
    pattern_is_share: row.is_share,
    reject_text: '',
    type: 'sms',
    variable: row.variables,
    delimiter: row.delimiter,
    updated_at: row.updated_at,
    time: row.time,
    pattern_type: row.pattern_type,
    readonly: row.readonly || row.pattern_type === 'systemic',
    pattern_state_revision: r?.status ?? null,
    pattern_message_revision: r?.message ?? null,
    pattern_is_share_revision: r?.is_share ?? null,
    pattern_description_revision: r?.description ?? null,
    pattern_delimiter_revision: r?.delimiter ?? null,
    pattern_variable_revision: r?.variable ?? null,
    pattern_type_revision: r ? row.pattern_type : '',
    pattern_state_log: null,
    pattern_message_log: null,
    pattern_is_share_log: null,
    pattern_description_log: null,
    pattern_delimiter_log: null,
    pattern_variable_log: null,
    pattern_type_log: null,
    revision: {
      type: r ? row.pattern_type : '',
      variable: r?.variable ?? null,
      pattern_status_id: r ? patternStatusId[r.status] : null,
      pattern_status_fa: r ? patternStatusFa[r.status] : null,
      pattern_message: r?.message ?? null,
      pattern_description: r?.description ?? null,
      pattern_is_share: r?.is_share ?? null,
      delimiter: r?.delimiter ?? null,
      title: r ? r.title : null,
      website: r ? r.website : null,
      pattern_status: r?.status ?? null,
      admin_comment: r ? r.admin_comment : null,
    },
    pattern_log: null,
    state: patternState(row),
    created_at: row.created_at,
  };
}

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A new pattern code: 18 random letters and digits (93 bits), url-safe and unguessable. */
export function newPatternCode(): string {
  let code = '';
  for (let i = 0; i < 18; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function notFound(): never {
  throw new ApiError(404, patternRuleMessages.patternNotFound);
}

export async function patternPage(
  db: Queryable,
  userId: number,
  query: CallQuery<typeof calls.patternListCall>,
): Promise<ListPage<PatternItem>> {
  const { page, per_page } = query;
  const params: unknown[] = [userId];
  const where: string[] = [
    query['filter[type]'] === 'systemic' ? `p.pattern_type = 'systemic'` : VISIBLE_NORMAL,
  ];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query['filter[code]'] !== undefined) add((p) => `p.code = ${p}`, query['filter[code]']);
  if (query['filter[title]'])
    add((p) => `coalesce(p.title, '') ilike ${p}`, containsPattern(query['filter[title]']));
  if (query['filter[is_share]'] !== undefined) add((p) => `p.is_share = ${p}`, query['filter[is_share]']);
  const state = query['filter[state]'];
  if (state === 'pending' || state === 'active' || state === 'inactive') add((p) => `p.status = ${p}`, state);
  else if (state === 'edited') where.push('p.revision is not null');
  else if (state !== undefined) {
    const status = { not_confirmed: 'pending', confirmed: 'active', rejected: 'inactive' }[state];
    add((p) => `p.revision is null and p.status = ${p}`, status);
  }
  const clause = where.join(' and ');
  const [rows, [total]] = await Promise.all([
    db.query<PatternRow>(
      `select ${COLUMNS} from patterns p left join users u on u.id = p.user_id
       where ${clause} order by p.id desc limit ${per_page} offset ${(page - 1) * per_page}`,
      params,
    ),
    // $1 (the viewer) typed here too: the systemic list's clause does not use it.
    db.query<{ n: number }>(
      `select count(*)::int as n from patterns p where $1::bigint is not null and ${clause}`,
      params,
    ),
  ]);
  return { items: rows.map(toPatternItem), total: total?.n ?? 0, page, per_page };
}

/**
 * A pattern the user may see (and send): their own, their owner's shared one, or a systemic one; the
 * live version is the row's columns (`status` active: sendable, even while a second version waits).
 */
export async function visiblePattern(
  db: Queryable,
  userId: number,
  code: string,
): Promise<PatternRow | undefined> {
  const [row] = await db.query<PatternRow>(
    `select ${COLUMNS} from patterns p left join users u on u.id = p.user_id
     where p.code = $2 and (p.pattern_type = 'systemic' or (${VISIBLE_NORMAL}))`,
    [userId, code],
  );
  return row;
}

export async function patternByCode(db: Queryable, userId: number, code: string): Promise<PatternItem> {
  const row = await visiblePattern(db, userId, code);
  if (!row) notFound();
  return toPatternItem(row);
}

/** The viewer's own normal pattern, locked for a write; a read-only one they may see is 403, else 404. */
async function ownRowForWrite(tx: Queryable, userId: number, code: string): Promise<PatternRow> {
  const [row] = await tx.query<PatternRow>(
    `select ${COLUMNS} from patterns p left join users u on u.id = p.user_id
     where p.code = $2 and p.pattern_type = 'normal' and p.user_id = $1::bigint for update of p`,
    [userId, code],
  );
  if (row) return row;
  const seen = await visiblePattern(tx, userId, code);
  if (!seen) notFound();
  throw new ApiError(
    403,
    seen.pattern_type === 'systemic'
      ? patternRuleMessages.patternSystemicReadonly
      : patternRuleMessages.patternSharedReadonly,
  );
}

export async function createPattern(
  db: Db,
  clock: Clock,
  userId: number,
  body: PatternBody,
  reviewAt: Date,
): Promise<PatternItem> {
  const now = clock.now();
  const code = newPatternCode();
  // Read back in the same transaction: the answer is the pattern as submitted, even if the reviewer
  // is quick to look at it once it is committed.
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into patterns (user_id, code, pattern_type, title, description, message, delimiter, variables,
       is_share, website, status, review_at, created_at, updated_at)
     values ($1, $2, 'normal', $3, $4, $5, $6, $7::jsonb, $8, $9, 'pending', $10, $11, $11)`,
      [
        userId,
        code,
        body.title,
        body.description,
        body.message,
        body.delimiter,
        JSON.stringify(body.variable),
        body.is_share,
        body.website,
        reviewAt,
        now,
      ],
    );
    return patternByCode(tx, userId, code);
  });
}

/**
 * An edit. A confirmed pattern keeps its live version and the new one waits in `revision`
 * (pending); a pending or rejected one is replaced. Either way the reviewer looks at it at `reviewAt`.
 */
export async function updatePattern(
  db: Db,
  clock: Clock,
  userId: number,
  code: string,
  body: PatternBody,
  reviewAt: Date,
  /** The revision the edit was made on (its updated_at, If-Match): changed since, it is refused (409-2). */
  madeOn?: string,
): Promise<PatternItem> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await ownRowForWrite(tx, userId, code);
    refuseStale(row.updated_at, madeOn, patternMessages.patternChanged);
    if (row.status === 'active') {
      const revision: StoredRevision = {
        title: body.title,
        description: body.description,
        message: body.message,
        delimiter: body.delimiter,
        variable: body.variable,
        is_share: body.is_share,
        website: body.website,
        status: 'pending',
        admin_comment: null,
      };
      await tx.query(
        'update patterns set revision = $2::jsonb, review_at = $3, updated_at = $4 where id = $1',
        [row.id, JSON.stringify(revision), reviewAt, now],
      );
    } else {
      await tx.query(
        `update patterns set title = $2, description = $3, message = $4, delimiter = $5, variables = $6::jsonb,
           is_share = $7, website = $8, status = 'pending', admin_comment = null, revision = null,
           review_at = $9, updated_at = $10
         where id = $1`,
        [
          row.id,
          body.title,
          body.description,
          body.message,
          body.delimiter,
          JSON.stringify(body.variable),
          body.is_share,
          body.website,
          reviewAt,
          now,
        ],
      );
    }
    return patternByCode(tx, userId, code);
  });
}

export async function deletePattern(db: Db, userId: number, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownRowForWrite(tx, userId, code);
    await tx.query('delete from patterns where id = $1', [row.id]);
  });
}
