// Turning a send body into recipients and a price, without writing anything. Used by
// send/calculate-price and by send itself, so the price shown is the price debited.

import { FileImportError } from '../../domain/core/file-import/errors.ts';
import { fileImportMessages } from '../../domain/core/file-import/file-import.messages.ts';
import {
  cellsOf,
  type FileImport,
  type KeywordImport,
  numberList,
  type ParseOptions,
} from '../../domain/core/file-import/types.ts';
import {
  answersKeyword,
  compileTemplate,
  fillTemplate,
  lineE164,
  MESSAGE_CODES,
  MIN_MAP_RECIPIENTS,
  type MobileOperator,
  mailMergeMessages,
  mergedParts,
  mergeProblem,
  messages,
  mobileOperator,
  OPERATORS,
  type PhonebookGroup,
  type PriceLine,
  type PriceLineData,
  type SendOrder,
  type SendRequest,
  type SmsEncoding,
  sendBodyMessages,
  sendMessages,
  sendPrice,
  smsParts,
  type Tariffs,
  tableRows,
} from '../../domain/index.ts';
import {
  type MergeContact,
  type MergeFeature,
  mergeContacts,
  phonebookMergeMessages,
} from '../../domain/send/mail-merge-phonebook.rules.ts';
import { skippedNumbers } from '../contacts/cancel-11.ts';
import { uploadReaders } from '../core/upload-read.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { bankAudience } from './recipient-banks.ts';

export type SenderLineRow = { id: number; number: string };

export type PreparedSend = {
  line: SenderLineRow;
  /** Recipients charged and sent, in the order given, de-duplicated. */
  mobiles: string[];
  /** pricing.ts OPERATORS index of each recipient. */
  operators: Uint8Array;
  /** Peer to peer only: each recipient's own text (without the cancel-11 suffix) and parts. */
  texts: string[] | null;
  partsEach: Uint8Array | null;
  /** Refused numbers (blacklist, cancel-11): recorded with status 4, not charged. */
  blocked: string[];
  /** A send whose recipients have texts of their own: each refused number's, as it would have gone. */
  blockedTexts: string[] | null;
  /**
   * A send of several messages (peer to peer, its file, keyword_phonebook): how many, and the
   * message (counted from 0) of each charged and each blocked recipient; null for one message.
   */
  messages: { count: number; charged: Int32Array; blocked: number[] } | null;
  /** How many of `blocked` for each reason (a number on both lists counts as blacklisted). */
  skipped: { blacklist: number; cancel_11: number };
  parts: number;
  encoding: SmsEncoding;
  tariffs: Tariffs;
  price: {
    parts: number;
    encoding: SmsEncoding;
    lines: PriceLineData[];
    base: number;
    surcharge: number;
    legal_extra: number;
    price: number;
  };
};

/**
 * One message of `parts` parts to one MCI number and to one number of another operator (Irancell),
 * what the published API's calculate-price answers.
 */
export function messagePrices(tariffs: Tariffs, parts: number, encoding: SmsEncoding) {
  const { lines } = sendPrice({ parts, encoding, tariffs, recipients: { mci: 1, irancell: 1 } });
  const of = (op: MobileOperator) => lines.find((l) => l.operator === op)?.total ?? 0;
  return { mci_price: of('mci'), other_price: of('irancell') };
}

const OPERATOR_INDEX = new Map(OPERATORS.map((op, i) => [op, i] as const));

export async function loadTariffs(db: Queryable): Promise<Tariffs> {
  const rows = await db.query<{ operator: MobileOperator; encoding: SmsEncoding; rials_per_part: number }>(
    'select operator, encoding, rials_per_part from tariffs',
  );
  const tariffs = {} as Tariffs;
  for (const op of OPERATORS) tariffs[op] = { gsm7: 0, ucs2: 0 };
  for (const row of rows) tariffs[row.operator][row.encoding] = row.rials_per_part;
  return tariffs;
}

/** The published API's calculate-price: one message from `number`, to MCI and to another operator. */
export async function priceOfMessage(db: Queryable, userId: number, number: string, message: string) {
  await senderLineByNumber(db, userId, number);
  const { parts, encoding } = smsParts(message, { cancel11: true });
  return { ...messagePrices(await loadTariffs(db), parts, encoding), parts, encoding };
}

/**
 * The line `from_number` names (E.164, or as dialled), if the user may send from it; another's line
 * is refused as unknown.
 */
export async function senderLineByNumber(
  db: Queryable,
  userId: number,
  from: string,
): Promise<SenderLineRow> {
  const lines = await db.query<SenderLineRow>(
    `select id::int as id, number from sender_lines where user_id = $1 or user_id is null
     order by user_id nulls last, id`,
    [userId],
  );
  const wanted = lineE164(from);
  const line = lines.find((l) => lineE164(l.number) === wanted);
  if (!line)
    throw new ApiError(422, sendMessages.senderLineNotFound, {
      from_number: [sendMessages.senderLineNotFound],
    });
  return line;
}

/** A line the user may send from: their own, or one of the provider's shared lines. */
export async function senderLineOf(db: Queryable, userId: number, lineId: number): Promise<SenderLineRow> {
  const [line] = await db.query<SenderLineRow>(
    `select id::int as id, number from sender_lines where id = $1 and (user_id = $2 or user_id is null)`,
    [lineId, userId],
  );
  if (!line)
    throw new ApiError(422, sendMessages.senderLineNotFound, {
      sender_line_id: [sendMessages.senderLineNotFound],
    });
  return line;
}

/** A line's agreements are accepted before anything is sent from it. */
export async function refuseUnacceptedAgreements(
  db: Queryable,
  userId: number,
  lineId: number,
): Promise<void> {
  const [row] = await db.query<{ pending: number }>(
    `select count(*)::int as pending from agreements a
     where not exists (select 1 from sender_line_agreements s
       where s.agreement_id = a.id and s.user_id = $1 and s.sender_line_id = $2)`,
    [userId, lineId],
  );
  if ((row?.pending ?? 0) > 0)
    throw new ApiError(422, sendMessages.agreementsNotAccepted, {
      sender_line_id: [sendMessages.agreementsNotAccepted],
    });
}

/** `messages`: each recipient's message, for a send of several messages (else null). */
type Recipients = { mobiles: string[]; texts: string[] | null; messages?: number[] };

/** Refuses, as unchosen, a book that is not the user's. */
async function refuseOthersPhonebooks(db: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  const owned = await db.query<{ id: number }>(
    'select id::int as id from phonebooks where user_id = $1 and id = any($2::bigint[])',
    [userId, ids],
  );
  if (owned.length !== ids.length)
    throw new ApiError(422, messages.selectPhonebook, { params: [messages.selectPhonebook] });
}

/** The numbers of the chosen phonebooks: all of them (a window by `start`/`size`), or those picked. */
async function phonebookNumbers(db: Queryable, userId: number, groups: PhonebookGroup[]): Promise<string[]> {
  const ids = [...new Set(groups.flatMap((g) => (g.type === 'all' ? g.phonebook_ids : [g.phonebook_id])))];
  await refuseOthersPhonebooks(db, userId, ids);
  const mobiles: string[] = [];
  for (const group of groups) {
    if (group.type === 'all') {
      // `start` is an offset into the books' distinct numbers in order; `size` at most that many.
      const rows = await db.query<{ mobile: string }>(
        `select distinct mobile from phonebook_numbers where phonebook_id = any($1::bigint[])
         order by mobile offset $2 limit $3`,
        [group.phonebook_ids, group.start ?? 0, group.size || null],
      );
      for (const r of rows) mobiles.push(r.mobile);
    } else {
      const rows = await db.query<{ mobile: string }>(
        'select mobile from phonebook_numbers where phonebook_id = $1 and id = any($2::bigint[]) order by id',
        [group.phonebook_id, group.number_ids],
      );
      for (const r of rows) mobiles.push(r.mobile);
    }
  }
  return mobiles;
}

async function recipientsOf(db: Queryable, userId: number, body: SendRequest): Promise<Recipients> {
  switch (body.type) {
    case 'quick':
      return { mobiles: body.mobiles, texts: null };
    case 'file':
      if (body.mobiles) return { mobiles: body.mobiles, texts: null };
      throw new ApiError(422, sendBodyMessages.fileRequired, { files: [sendBodyMessages.fileRequired] });
    case 'keyword':
      if (body.phonebook_ids) {
        // Each contact's personalised text is a message of its own.
        const merged = await phonebookMerge(db, userId, body.phonebook_ids, body.text);
        return { ...merged, messages: merged.mobiles.map((_, i) => i) };
      }
      return {
        mobiles: (body.pairs ?? []).map((p) => p.mobile),
        texts: (body.pairs ?? []).map((p) => p.text),
      };
    case 'peer_to_peer': {
      const pairs = body.pairs ?? [];
      return {
        mobiles: pairs.map((p) => p.mobile),
        texts: pairs.map((p) => p.text),
        // A params item is a message, whatever its recipients; a file's row is one of its own.
        messages: pairs.map((p, i) => p.message ?? i),
      };
    }
    case 'phonebook':
      return { mobiles: await phonebookNumbers(db, userId, body.groups), texts: null };
    case 'inbox_keyword':
      return { mobiles: await keywordSenders(db, userId, body.keyword), texts: null };
    default: {
      // The banks: the same rule the count calls read (recipient-banks.ts bankAudience).
      const { mobiles } = await bankAudience(db, body, true);
      // Map and location (tower) sends need at least 5,000 recipients.
      if ((body.type === 'map' || body.type === 'tower') && mobiles.length < MIN_MAP_RECIPIENTS)
        throw new ApiError(422, messages.minMapRecipients, { _: [messages.minMapRecipients] });
      return { mobiles, texts: null };
    }
  }
}

/**
 * The upload read in one of the reading threads (upload-read.ts), never on this one; a file import's
 * refusal as the send's 422, its Persian message under `files`.
 */
async function readFile(
  userId: number,
  upload: Blob,
  options: Pick<ParseOptions, 'mode' | 'mobileColumn'>,
): Promise<FileImport> {
  try {
    return await uploadReaders.read(userId, upload, options);
  } catch (error) {
    if (!(error instanceof FileImportError)) throw error;
    const message = fileImportMessages[error.code];
    throw new ApiError(422, message, { files: [message] }, MESSAGE_CODES.invalidFields);
  }
}

/**
 * Keyword send (mail merge): each valid row's number with the text filled from its row, by the
 * domain's mail-merge code the panel previews with. Rows in `excluded` are left out; a row whose
 * message is empty or over the parts allowed, not excluded, refuses the send (422, by row number).
 */
function mergeRows(read: KeywordImport, text: string, excluded: readonly number[]) {
  const skip = new Set(excluded);
  const mobiles = numberList(read);
  const row = tableRows(cellsOf(read), read.width);
  const template = compileTemplate(text);
  const pairs: { mobile: string; text: string }[] = [];
  const refused: number[] = [];
  for (let i = 0; i < mobiles.length; i++) {
    const number = read.rows[i] as number;
    if (skip.has(number)) continue;
    const merged = fillTemplate(template, row(i));
    if (mergeProblem(merged, mergedParts(merged))) refused.push(number);
    else pairs.push({ mobile: mobiles[i] as string, text: merged });
  }
  if (refused.length > 0) {
    const message = mailMergeMessages.rowsRefused(refused);
    throw new ApiError(422, message, { excluded_rows: [message] }, MESSAGE_CODES.invalidFields);
  }
  return pairs;
}

/**
 * An uploaded file (`files[]`) read with the reader the panel's worker uses, so the server sends to
 * the numbers the panel counted: a numbers file into `mobiles`, a peer-to-peer file into `pairs`, a
 * keyword file into `pairs` whose texts are the message filled from each row.
 */
export async function readUpload(userId: number, request: SendOrder): Promise<SendOrder> {
  if (request.type === 'keyword' && request.upload) {
    const options = { mode: 'keyword', mobileColumn: request.mobile_column } as const;
    const read = (await readFile(userId, request.upload, options)) as KeywordImport;
    const { upload: _, excluded_rows, mobile_column: __, ...rest } = request;
    return { ...rest, pairs: mergeRows(read, request.text, excluded_rows ?? []) } as SendOrder;
  }
  if ((request.type !== 'file' && request.type !== 'peer_to_peer') || !request.upload) return request;
  const mode = request.type === 'file' ? 'numbers' : 'peer-to-peer';
  const read = await readFile(userId, request.upload, { mode });
  const mobiles = numberList(read);
  const { upload: _, ...rest } = request;
  if (read.mode === 'peer-to-peer')
    return {
      ...rest,
      pairs: mobiles.map((mobile, i) => ({ mobile, text: read.messages[i] ?? '' })),
    } as SendOrder;
  return { ...rest, mobiles } as SendOrder;
}

/**
 * The numbers that texted `keyword` to the user's lines (their inbox), each once, in the
 * order they first wrote. Matching is the domain's (answersKeyword): letters, digits and spacing
 * as people type them on a phone.
 */
export async function keywordSenders(db: Queryable, userId: number, keyword: string): Promise<string[]> {
  const rows = await db.query<{ from_mobile: string; text: string }>(
    'select from_mobile, text from inbox_messages where user_id = $1 order by received_at, id',
    [userId],
  );
  const senders = new Set<string>();
  for (const row of rows) if (answersKeyword(row.text, keyword)) senders.add(row.from_mobile);
  return [...senders];
}

/**
 * keyword_phonebook: every contact of the user's chosen books (a number in two books goes once, with
 * the first book's values), the text filled from each (mail-merge-phonebook.ts). Another user's book
 * is refused as unchosen; a contact whose message is empty or too long refuses the send, by number.
 */
async function phonebookMerge(
  db: Queryable,
  userId: number,
  phonebookIds: readonly number[],
  text: string,
): Promise<Recipients> {
  await refuseOthersPhonebooks(db, userId, phonebookIds);
  const [features, contacts] = await Promise.all([
    db.query<MergeFeature>(
      `select id::int as id, title, type from contact_options where user_id = $1 and enabled`,
      [userId],
    ),
    db.query<MergeContact>(
      `select mobile, pre, name, options from phonebook_numbers
       where phonebook_id = any($1::bigint[]) and user_id = $2
       order by array_position($1::bigint[], phonebook_id), id`,
      [phonebookIds, userId],
    ),
  ]);
  const { pairs, refused } = mergeContacts(text, contacts, features);
  if (refused.length > 0) {
    const message = phonebookMergeMessages.contactsRefused(refused);
    throw new ApiError(422, message, { message: [message] }, MESSAGE_CODES.invalidFields);
  }
  return { mobiles: pairs.map((p) => p.mobile), texts: pairs.map((p) => p.text) };
}

function sumLines(lines: PriceLine[][]): PriceLine[] {
  const byOperator = new Map<MobileOperator, PriceLine>();
  for (const line of lines.flat()) {
    const seen = byOperator.get(line.operator);
    if (!seen) byOperator.set(line.operator, { ...line });
    else
      for (const k of ['recipients', 'base', 'surcharge', 'legalExtra', 'total'] as const) seen[k] += line[k];
  }
  return OPERATORS.flatMap((op) => byOperator.get(op) ?? []);
}

/** Validates what the schema cannot (ownership, banks, limits), counts, de-duplicates and prices. */
/** How many recipients a loop takes before it lets the server answer other requests. */
const YIELD_EVERY = 50_000;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function prepareSend(db: Queryable, userId: number, body: SendRequest): Promise<PreparedSend> {
  const line = await senderLineOf(db, userId, body.sender_line_id);
  const target = await recipientsOf(db, userId, body);
  // A bank's or a file's `other_recipients` go with it (the same text).
  const given = body.other_recipients ? [...target.mobiles, ...body.other_recipients] : target.mobiles;
  const givenTexts = target.texts;
  const givenMessages = target.messages ?? null;
  const skip = await skippedNumbers(db, userId, line.number);
  const skipped = { blacklist: 0, cancel_11: 0 };
  const seen = new Set<string>();
  const mobiles: string[] = [];
  const texts: string[] | null = givenTexts ? [] : null;
  const blocked: string[] = [];
  const blockedTexts: string[] | null = givenTexts ? [] : null;
  const chargedMessages: number[] = [];
  const blockedMessages: number[] = [];
  for (let i = 0; i < given.length; i++) {
    // A million recipients take seconds on a busy machine: other requests are answered in between.
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToOthers();
    const mobile = given[i] as string;
    // A number goes once per message: in a send of several, two messages may reach one number.
    const message = givenMessages?.[i] ?? 0;
    const key = givenMessages ? `${message}:${mobile}` : mobile;
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = skip.blacklist.has(mobile) ? 'blacklist' : skip.cancel11.has(mobile) ? 'cancel_11' : null;
    if (reason) {
      blocked.push(mobile);
      blockedTexts?.push(givenTexts?.[i] as string);
      blockedMessages.push(message);
      skipped[reason]++;
    } else {
      mobiles.push(mobile);
      chargedMessages.push(message);
      texts?.push(givenTexts?.[i] as string);
    }
  }
  if (mobiles.length === 0)
    throw new ApiError(422, sendMessages.noRecipients, { _: [sendMessages.noRecipients] });

  // Numbers are canonical (98 9XX …) here: the operator depends on the first digits only, so it is
  // looked up once per prefix instead of once per number (a million numbers).
  const operators = new Uint8Array(mobiles.length);
  const byPrefix = new Map<string, number>();
  for (let i = 0; i < mobiles.length; i++) {
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToOthers();
    const mobile = mobiles[i] as string;
    const prefix = mobile.slice(0, 5);
    let op = byPrefix.get(prefix);
    if (op === undefined) {
      op = OPERATOR_INDEX.get(mobileOperator(mobile) ?? 'other') ?? 3;
      byPrefix.set(prefix, op);
    }
    operators[i] = op;
  }
  const tariffs = await loadTariffs(db);

  // The cancel-11 suffix is appended to every send and counted in parts and price.
  const groups = new Map<string, { parts: number; encoding: SmsEncoding; counts: number[] }>();
  let partsEach: Uint8Array | null = null;
  if (texts) {
    partsEach = new Uint8Array(mobiles.length);
    for (let i = 0; i < texts.length; i++) {
      if (i > 0 && i % YIELD_EVERY === 0) await yieldToOthers();
      const { parts, encoding } = smsParts(texts[i] as string, { cancel11: true });
      partsEach[i] = parts;
      const key = `${parts}/${encoding}`;
      const group = groups.get(key) ?? { parts, encoding, counts: [0, 0, 0, 0] };
      group.counts[operators[i] as number] = (group.counts[operators[i] as number] ?? 0) + 1;
      groups.set(key, group);
    }
  } else {
    const { parts, encoding } = smsParts(body.text, { cancel11: true });
    const counts = [0, 0, 0, 0];
    for (const op of operators) counts[op] = (counts[op] ?? 0) + 1;
    groups.set('all', { parts, encoding, counts });
  }
  const prices = [...groups.values()].map((g) =>
    sendPrice({
      parts: g.parts,
      encoding: g.encoding,
      tariffs,
      recipients: Object.fromEntries(OPERATORS.map((op, i) => [op, g.counts[i] ?? 0])),
    }),
  );
  const first = [...groups.values()][0] as { parts: number; encoding: SmsEncoding };
  const parts = Math.max(...[...groups.values()].map((g) => g.parts));
  const encoding = [...groups.values()].some((g) => g.encoding === 'ucs2') ? 'ucs2' : first.encoding;
  const lines = sumLines(prices.map((p) => p.lines));
  const total = (k: 'base' | 'surcharge' | 'total') => prices.reduce((s, p) => s + p[k], 0);
  return {
    line,
    mobiles,
    operators,
    texts,
    partsEach,
    blocked,
    blockedTexts,
    messages: givenMessages
      ? {
          count: givenMessages.reduce((max, m) => Math.max(max, m + 1), 0),
          charged: Int32Array.from(chargedMessages),
          blocked: blockedMessages,
        }
      : null,
    skipped,
    parts,
    encoding,
    tariffs,
    price: {
      parts,
      encoding,
      lines: lines.map(({ legalExtra, ...rest }) => ({ ...rest, legal_extra: legalExtra })),
      base: total('base'),
      surcharge: total('surcharge'),
      legal_extra: prices.reduce((s, p) => s + p.legalExtra, 0),
      price: total('total'),
    },
  };
}
