// The user's sender lines (their own and the provider's shared ones), the default among them, and
// the agreements a line needs accepted before it sends.
import type { ListPage } from '../../domain/core/envelope.ts';
import {
  type Agreement,
  messages,
  type SenderLine,
  senderLineE164,
  sendMessages,
} from '../../domain/index.ts';
import type { Clock } from '../core/clock.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

type LineRow = { id: number; number: string; title: string; own: boolean; is_default: boolean };

/** The user's lines, their own first, then the provider's shared ones; one of them the default. */
export async function senderLines(db: Queryable, userId: number): Promise<SenderLine[]> {
  const rows = await db.query<LineRow>(
    `select l.id::int as id, l.number, l.title, l.user_id is not null as own,
       coalesce(d.sender_line_id = l.id, false) as is_default
     from sender_lines l left join sender_line_defaults d on d.user_id = $1
     where l.user_id = $1 or l.user_id is null
     order by l.user_id is null, l.id`,
    [userId],
  );
  // With no default chosen, the first line is the default.
  if (rows.length > 0 && !rows.some((r) => r.is_default)) (rows[0] as LineRow).is_default = true;
  return rows.map((r) => ({
    id: r.id,
    number: senderLineE164(r.number),
    // The range a line was issued from is the first digit it is dialled with (1000…, 3000…, 5000…).
    operator_id: Number(r.number.charAt(0)),
    alias: r.title === '' ? null : r.title,
    // Messages to the user's own lines reach their inbox; the shared lines' replies do not.
    gets: r.own ? 1 : 0,
    is_66_char: 0,
    title: r.title,
    is_default: r.is_default,
  }));
}

/** `number/numbers`: a page of the user's lines (a user has a handful, so the page is cut here). */
export async function senderLinePage(
  db: Queryable,
  userId: number,
  { page, per_page }: { page: number; per_page: number },
): Promise<ListPage<SenderLine>> {
  const lines = await senderLines(db, userId);
  return { items: lines.slice((page - 1) * per_page, page * per_page), total: lines.length, page, per_page };
}

function unknownLine(): never {
  throw new ApiError(422, sendMessages.senderLineNotFound, { number_id: [sendMessages.senderLineNotFound] });
}

async function ownLine(db: Queryable, userId: number, lineId: number): Promise<SenderLine> {
  return (await senderLines(db, userId)).find((l) => l.id === lineId) ?? unknownLine();
}

export async function makeDefaultLine(db: Queryable, userId: number, lineId: number): Promise<SenderLine> {
  const line = await ownLine(db, userId, lineId);
  await db.query(
    `insert into sender_line_defaults (user_id, sender_line_id) values ($1, $2)
     on conflict (user_id) do update set sender_line_id = excluded.sender_line_id`,
    [userId, lineId],
  );
  return { ...line, is_default: true };
}

type AgreementRow = Agreement;

export async function lineAgreements(db: Queryable, userId: number, lineId: number): Promise<AgreementRow[]> {
  await ownLine(db, userId, lineId);
  return db.query<AgreementRow>(
    `select a.id, a.title, a.body, (s.agreement_id is not null) as accepted
     from agreements a left join sender_line_agreements s
       on s.agreement_id = a.id and s.user_id = $1 and s.sender_line_id = $2
     order by a.id`,
    [userId, lineId],
  );
}

export async function acceptAgreements(
  db: Queryable,
  clock: Clock,
  userId: number,
  lineId: number,
  agreementIds: readonly number[],
): Promise<AgreementRow[]> {
  await ownLine(db, userId, lineId);
  const known = await db.query('select id from agreements where id = any($1::int[])', [agreementIds]);
  if (known.length !== new Set(agreementIds).size)
    throw new ApiError(422, messages.required, { agreement_ids: [messages.required] });
  await db.query(
    `insert into sender_line_agreements (user_id, sender_line_id, agreement_id, accepted_at)
     select $1, $2, a, $4 from unnest($3::int[]) as a on conflict do nothing`,
    [userId, lineId, agreementIds, clock.now()],
  );
  return lineAgreements(db, userId, lineId);
}
