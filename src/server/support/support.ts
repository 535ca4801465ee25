// Support tickets on the database: a ticket and its opening message, the conversation, and its files
// (the bytes in the database, read back by their owner only). Every read and write names the caller:
// another account's ticket, answer or file is as unknown as a missing one. Support's answers reach the
// caller's sockets (ticket_answered) when the transaction commits.
import type { CallQuery } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import type * as calls from '../../domain/support/support.calls.ts';
import { supportMessages } from '../../domain/support/support.messages.ts';
import {
  ATTACHMENT_SNIFF_BYTES,
  type AttachmentType,
  attachmentName,
  attachmentProblem,
  canReopen,
  categoryOf,
  MAX_TICKETS_PER_DAY,
  sniffAttachmentType,
  subCategoryOf,
  TICKET_STATES,
  type TicketStateId,
} from '../../domain/support/support.rules.ts';
import type {
  Attachment,
  Interaction,
  TicketCreate,
  TicketDetail,
  TicketInteraction,
  TicketItem,
} from '../../domain/support/support.schema.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

type StoredFile = { name: string; mime: AttachmentType; bytes: Uint8Array };

function refuse(field: string, message: string): never {
  throw new ApiError(422, message, { [field]: [message] }, MESSAGE_CODES.invalidFields);
}

function notFound(message: string = supportMessages.ticketNotFound): never {
  throw new ApiError(404, message, undefined, MESSAGE_CODES.notFound);
}

/** Reads and checks each file: an image or a PDF by its bytes, at most 2 MB; what was judged is stored. */
export async function readAttachments(files: readonly Blob[]): Promise<StoredFile[]> {
  const out: StoredFile[] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer());
    const problem = attachmentProblem(head, file.size);
    if (problem === 'empty') refuse('files', supportMessages.emptyFile);
    if (problem === 'type') refuse('files', supportMessages.fileType);
    if (problem === 'size') refuse('files', supportMessages.fileTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffAttachmentType(bytes);
    if (mime === null || bytes.length !== file.size) refuse('files', supportMessages.fileType);
    const given = file instanceof File ? file.name : '';
    out.push({ name: attachmentName(given, mime), mime, bytes });
  }
  return out;
}

async function storeFiles(
  tx: Queryable,
  userId: number,
  ticketId: number,
  interactionId: number | null,
  files: readonly StoredFile[],
  at: Date,
) {
  for (const f of files)
    await tx.query(
      `insert into ticket_attachments (ticket_id, interaction_id, user_id, name, mime, size, bytes, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [ticketId, interactionId, userId, f.name, f.mime, f.bytes.length, f.bytes, at],
    );
}

/** Holds the user's row until the transaction ends: two creates cannot both pass the day's limit. */
async function lockUser(tx: Queryable, userId: number) {
  await tx.query('select id from users where id = $1 for update', [userId]);
}

export async function createTicket(
  db: Db,
  clock: Clock,
  user: SessionUser,
  body: TicketCreate,
  files: readonly Blob[],
): Promise<{ ticket_id: number }> {
  const category = categoryOf(body.category_id);
  if (!category) refuse('category_id', supportMessages.unknownCategory);
  const subId = body.sub_category_id ?? category.sub_categories[0]?.id ?? 0;
  if (!subCategoryOf(category.id, subId)) refuse('sub_category_id', supportMessages.unknownSubCategory);
  const stored = await readAttachments(files);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const [today] = await tx.query<{ n: number }>(
      `select count(*)::int as n from tickets where user_id = $1 and created_at > $2`,
      [user.id, new Date(now.getTime() - 86_400_000)],
    );
    if ((today?.n ?? 0) >= MAX_TICKETS_PER_DAY)
      throw new ApiError(429, supportMessages.dailyLimit, undefined, MESSAGE_CODES.tooMany);
    const sms = body.sms_notification === '1' || body.sms_notification === 1;
    const [row] = await tx.query<{ id: string }>(
      `insert into tickets (user_id, category_id, sub_category_id, subject, description, state_id,
         sms_notification, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 2, $6, $7, $7) returning id`,
      [user.id, category.id, subId, body.subject, body.description, sms, now],
    );
    const id = Number(row?.id);
    await storeFiles(tx, user.id, id, null, stored, now);
    return { ticket_id: id };
  });
}

type TicketRow = {
  id: string;
  user_id: string;
  username: string;
  parent_id: string | null;
  category_id: number;
  sub_category_id: number;
  subject: string;
  description: string;
  state_id: number;
  sms_notification: boolean;
  rate: number | null;
  rate_comment: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  closed_at: Date | string | null;
  interaction_count: number;
  unread: number;
  min_rate: number | null;
};

const TICKET_COLUMNS = `t.id, t.user_id, u.username, u.parent_id, t.category_id, t.sub_category_id, t.subject,
  t.description, t.state_id, t.sms_notification, t.rate, t.rate_comment, t.created_at, t.updated_at,
  t.closed_at,
  (select count(*)::int from ticket_interactions i where i.ticket_id = t.id) as interaction_count,
  (select count(*)::int from ticket_interactions i where i.ticket_id = t.id and i.author = 'support' and not i.seen) as unread,
  (select min(i.rate)::int from ticket_interactions i where i.ticket_id = t.id) as min_rate`;

const iso = (t: Date | string) => new Date(t).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
const stored = (t: Date | string) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
const stateOf = (id: number) => TICKET_STATES[id as TicketStateId];

function itemOf(row: TicketRow): TicketItem {
  const id = Number(row.id);
  const category = categoryOf(row.category_id);
  return {
    id,
    ticket_id: id,
    user_id: Number(row.user_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    importance: 'normal',
    state_id: row.state_id,
    subject: row.subject,
    desc: row.description,
    manager_comment: null,
    close_desc: null,
    admin_seen: 1,
    user_seen: row.unread > 0 ? 0 : 1,
    sms_notification: row.sms_notification ? 1 : 0,
    interaction_count: row.interaction_count,
    longest_interaction: 0,
    min_rate: row.min_rate,
    deleted_at: null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    jira_id: null,
    rate: row.rate ?? 0,
    rate_comment: row.rate_comment,
    user: { user_id: Number(row.user_id), uname: row.username },
    category: { id: row.category_id, name: category?.name ?? '' },
    sub_category: {
      id: row.sub_category_id,
      title: subCategoryOf(row.category_id, row.sub_category_id)?.title ?? '',
    },
    state: { id: row.state_id, name: stateOf(row.state_id)?.name ?? '' },
    forward: null,
    unread: row.unread,
  };
}

export async function ticketPage(
  db: Queryable,
  userId: number,
  q: CallQuery<typeof calls.ticketListCall>,
): Promise<ListPage<TicketItem>> {
  const where = `t.user_id = $1
    and ($2::bigint is null or t.id = $2)
    and ($3::int is null or t.category_id = $3)
    and ($4::int is null or t.sub_category_id = $4)
    and ($5::int is null or t.state_id = $5)
    and ($6::date is null or t.updated_at >= $6::date)
    and ($7::date is null or t.updated_at < $7::date + 1)`;
  const params = [
    userId,
    q.ticket_id ?? null,
    q.category_id ?? null,
    q.sub_category_id ?? null,
    q.state_id ?? null,
    q.from ?? null,
    q.to ?? null,
  ];
  const [rows, [total]] = await Promise.all([
    db.query<TicketRow>(
      `select ${TICKET_COLUMNS} from tickets t join users u on u.id = t.user_id
       where ${where} order by t.updated_at desc, t.id desc limit $8 offset $9`,
      [...params, q.per_page, (q.page - 1) * q.per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from tickets t where ${where}`, params),
  ]);
  return { items: rows.map(itemOf), total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

async function ownTicket(db: Queryable, userId: number, ticketId: number): Promise<TicketRow> {
  const [row] = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from tickets t join users u on u.id = t.user_id where t.id = $1 and t.user_id = $2`,
    [ticketId, userId],
  );
  return row ?? notFound();
}

type AttachmentRow = {
  id: string;
  interaction_id: string | null;
  name: string;
  mime: Attachment['type'];
  size: number;
};

const attachmentOf = (a: AttachmentRow): Attachment => ({
  id: Number(a.id),
  name: a.name,
  type: a.mime,
  size: a.size,
  url: `ticket/attachment/${a.id}`,
});

/** One of the user's tickets with its conversation; reading it marks support's answers read. */
export async function showTicket(
  db: Queryable,
  clock: Clock,
  userId: number,
  ticketId: number,
): Promise<TicketDetail> {
  const row = await ownTicket(db, userId, ticketId);
  const [interactions, attachments] = await Promise.all([
    db.query<{
      id: string;
      author: 'user' | 'support';
      agent_name: string | null;
      description: string;
      rate: number | null;
      created_at: Date | string;
    }>(
      'select id, author, agent_name, description, rate, created_at from ticket_interactions where ticket_id = $1 order by id',
      [ticketId],
    ),
    db.query<AttachmentRow>(
      'select id, interaction_id, name, mime, size from ticket_attachments where ticket_id = $1 order by id',
      [ticketId],
    ),
  ]);
  await db.query(
    `update ticket_interactions set seen = true where ticket_id = $1 and author = 'support' and not seen`,
    [ticketId],
  );
  const filesOf = (interactionId: string | null) =>
    attachments.filter((a) => a.interaction_id === interactionId).map(attachmentOf);
  const opening = filesOf(null);
  const closedAt = row.closed_at === null ? null : new Date(row.closed_at);
  const conversation: Interaction[] = interactions.map((i) => {
    const files = filesOf(i.id);
    const support = i.author === 'support';
    return {
      id: Number(i.id),
      description: i.description,
      agent_id: support ? 1 : null,
      agent_username: support ? (i.agent_name ?? 'پشتیبانی') : null,
      created_at: stored(i.created_at),
      attachment: files[0]?.url ?? null,
      partner_title: support ? (i.agent_name ?? 'پشتیبانی') : null,
      private: 0,
      username: support ? (i.agent_name ?? 'پشتیبانی') : row.username,
      from: i.author,
      rate: i.rate,
      attachments: files,
    };
  });
  const id = Number(row.id);
  return {
    id,
    ticket_id: id,
    user_id: Number(row.user_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    importance: 'normal',
    subject: row.subject,
    category: categoryOf(row.category_id)?.name ?? '',
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    state: stateOf(row.state_id)?.name ?? '',
    state_id: row.state_id,
    sub_state_id: null,
    description: row.description,
    close_desc: null,
    user_seen: 1,
    sms_notification: row.sms_notification ? 1 : 0,
    created_at: stored(row.created_at),
    attachment: opening[0]?.url ?? null,
    interactions: conversation,
    forward: null,
    manager_comment: '',
    jira_id: null,
    rate: row.rate ?? 0,
    sub_category: subCategoryOf(row.category_id, row.sub_category_id)?.title ?? '',
    attachments: opening,
    updated_at: stored(row.updated_at),
    closed_at: closedAt === null ? null : stored(closedAt),
    can_reply: row.state_id !== 4 || canReopen(closedAt, clock.now()),
    rate_comment: row.rate_comment,
  };
}

/** A reply of the user's: the ticket waits for support again (a closed one within 7 days opens again). */
export async function replyToTicket(
  db: Db,
  clock: Clock,
  user: SessionUser,
  body: TicketInteraction,
  files: readonly Blob[],
) {
  const row = await ownTicket(db, user.id, body.ticket_id);
  const now = clock.now();
  if (row.state_id === 4 && !canReopen(row.closed_at === null ? null : new Date(row.closed_at), now))
    refuse('ticket_id', supportMessages.closedForGood);
  const stored = await readAttachments(files);
  return db.transaction(async (tx) => {
    const [interaction] = await tx.query<{ id: string }>(
      `insert into ticket_interactions (ticket_id, author, description, seen, created_at)
       values ($1, 'user', $2, true, $3) returning id`,
      [body.ticket_id, body.description, now],
    );
    await storeFiles(tx, user.id, body.ticket_id, Number(interaction?.id), stored, now);
    await tx.query(
      `update tickets set state_id = 2, updated_at = $2, closed_at = null, rate = null, rate_comment = null
       where id = $1`,
      [body.ticket_id, now],
    );
    return {
      interaction_id: Number(interaction?.id),
      ticket: { id: body.ticket_id, user_id: user.id, parent_id: user.parentId },
    };
  });
}

/** One file of the user's own tickets. */
export async function ticketAttachment(db: Queryable, userId: number, param: string) {
  if (!/^[1-9]\d{0,15}$/.test(param)) notFound(supportMessages.attachmentNotFound);
  const [row] = await db.query<{ name: string; mime: AttachmentType; bytes: Uint8Array }>(
    'select name, mime, bytes from ticket_attachments where id = $1 and user_id = $2',
    [param, userId],
  );
  return row ?? notFound(supportMessages.attachmentNotFound);
}

export async function rateInteraction(db: Queryable, userId: number, interactionId: number, rate: number) {
  const [row] = await db.query<{ author: string }>(
    `select i.author from ticket_interactions i join tickets t on t.id = i.ticket_id
     where i.id = $1 and t.user_id = $2`,
    [interactionId, userId],
  );
  if (!row) notFound(supportMessages.interactionNotFound);
  if (row.author !== 'support') refuse('interaction_id', supportMessages.rateOnlySupport);
  await db.query('update ticket_interactions set rate = $2 where id = $1', [interactionId, rate]);
}

export async function closeAndRate(
  db: Queryable,
  clock: Clock,
  userId: number,
  ticketId: number,
  rate: number,
  comment: string | undefined,
) {
  await ownTicket(db, userId, ticketId);
  const now = clock.now();
  await db.query(
    `update tickets set state_id = 4, rate = $2, rate_comment = $3, updated_at = $4,
       closed_at = coalesce(closed_at, $4) where id = $1`,
    [ticketId, rate, comment || null, now],
  );
}

export async function unreadAnswers(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from ticket_interactions i join tickets t on t.id = i.ticket_id
     where t.user_id = $1 and i.author = 'support' and not i.seen`,
    [userId],
  );
  return row?.n ?? 0;
}

export const DESK_ANSWER =
  'سلام، وقت بخیر. درخواست شما بررسی شد و انجام شد. اگر پرسش دیگری دارید، در همین تیکت بنویسید.';

/** The support desk (the demo's): answer, refer (5, 6) or close one of the user's tickets, told live. */
export async function deskAct(
  db: Db,
  clock: Clock,
  userId: number,
  ticketParam: string,
  action: 'answer' | 'refer_review' | 'refer_unit' | 'close',
  text: string | undefined,
) {
  if (!/^[1-9]\d{0,15}$/.test(ticketParam)) notFound();
  const ticketId = Number(ticketParam);
  await ownTicket(db, userId, ticketId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (action === 'answer') {
      await tx.query(
        `insert into ticket_interactions (ticket_id, author, agent_name, description, created_at)
         values ($1, 'support', 'پشتیبانی', $2, $3)`,
        [ticketId, text || DESK_ANSWER, now],
      );
      await tx.query('update tickets set state_id = 3, updated_at = $2, closed_at = null where id = $1', [
        ticketId,
        now,
      ]);
    } else if (action === 'close') {
      await tx.query(
        'update tickets set state_id = 4, updated_at = $2, closed_at = coalesce(closed_at, $2) where id = $1',
        [ticketId, now],
      );
    } else {
      await tx.query('update tickets set state_id = $3, updated_at = $2 where id = $1', [
        ticketId,
        now,
        action === 'refer_review' ? 5 : 6,
      ]);
    }
    const [unread] = await tx.query<{ n: number }>(
      `select count(*)::int as n from ticket_interactions i join tickets t on t.id = i.ticket_id
       where t.user_id = $1 and i.author = 'support' and not i.seen`,
      [userId],
    );
    await notifyIn(tx, {
      kind: 'event',
      userId,
      message: { event: 'ticket_updated', data: { ticket_id: ticketId, action, unread: unread?.n ?? 0 } },
    });
  });
}
