// spec 5, 7, 9: turning a send body into recipients and a price, without writing anything. Used by
// send/calculate-price and by send itself, so the price shown is the price debited.
import {
  answersKeyword,
  MIN_MAP_RECIPIENTS,
  type MobileOperator,
  messages,
  mobileOperator,
  OPERATORS,
  type PriceLine,
  type SendPriceData,
  type SendRequest,
  type SmsEncoding,
  sendMessages,
  sendPrice,
  smsParts,
  type Tariffs,
} from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';
import { bankAreas, bankNumbers } from './recipient-banks.ts';

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
  parts: number;
  encoding: SmsEncoding;
  tariffs: Tariffs;
  price: Omit<SendPriceData, 'credit' | 'enough_credit' | 'recipients' | 'blocked'>;
};

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

/** issue 7: a line's agreements are accepted before anything is sent from it. */
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

type Recipients = { mobiles: string[]; texts: string[] | null };

async function recipientsOf(db: Queryable, userId: number, body: SendRequest): Promise<Recipients> {
  switch (body.type) {
    case 'quick':
      return { mobiles: body.mobiles, texts: null };
    case 'file':
      if (body.mobiles) return { mobiles: body.mobiles, texts: null };
      // File uploads are stored by the files area (not built yet): no upload id is known.
      throw new ApiError(422, sendMessages.uploadNotFound, { upload_id: [sendMessages.uploadNotFound] });
    case 'peer_to_peer':
      return { mobiles: body.pairs.map((p) => p.mobile), texts: body.pairs.map((p) => p.text) };
    case 'phonebook': {
      const owned = await db.query<{ id: number }>(
        'select id::int as id from phonebooks where user_id = $1 and id = any($2::bigint[])',
        [userId, body.phonebook_ids],
      );
      if (owned.length !== new Set(body.phonebook_ids).size)
        throw new ApiError(422, messages.selectPhonebook, { phonebook_ids: [messages.selectPhonebook] });
      const rows = await db.query<{ mobile: string }>(
        'select distinct mobile from phonebook_numbers where phonebook_id = any($1::bigint[]) order by mobile',
        [body.phonebook_ids],
      );
      return { mobiles: rows.map((r) => r.mobile), texts: null };
    }
    case 'keyword':
      return { mobiles: await keywordSenders(db, userId, body.keyword), texts: null };
    default: {
      const areas = await bankAreas(db, body);
      const mobiles = bankNumbers(areas, body.count);
      // spec 5, 9: map and location (tower) sends need at least 5,000 recipients.
      if ((body.type === 'map' || body.type === 'tower') && mobiles.length < MIN_MAP_RECIPIENTS)
        throw new ApiError(422, messages.minMapRecipients, { _: [messages.minMapRecipients] });
      return { mobiles, texts: null };
    }
  }
}

/**
 * spec 1, 5: the numbers that texted `keyword` to the user's lines (their inbox), each once, in the
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

async function blockedSet(db: Queryable, userId: number): Promise<Set<string>> {
  const rows = await db.query<{ mobile: string }>(
    'select mobile from blacklist where user_id = $1 union select mobile from cancel_11 where user_id = $1',
    [userId],
  );
  return new Set(rows.map((r) => r.mobile));
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
export async function prepareSend(db: Queryable, userId: number, body: SendRequest): Promise<PreparedSend> {
  const line = await senderLineOf(db, userId, body.sender_line_id);
  const { mobiles: given, texts: givenTexts } = await recipientsOf(db, userId, body);
  const blockedNumbers = await blockedSet(db, userId);
  const seen = new Set<string>();
  const mobiles: string[] = [];
  const texts: string[] | null = givenTexts ? [] : null;
  const blocked: string[] = [];
  for (let i = 0; i < given.length; i++) {
    const mobile = given[i] as string;
    if (seen.has(mobile)) continue;
    seen.add(mobile);
    if (blockedNumbers.has(mobile)) blocked.push(mobile);
    else {
      mobiles.push(mobile);
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

  // spec 5: the cancel-11 suffix is appended to every send and counted in parts and price.
  const groups = new Map<string, { parts: number; encoding: SmsEncoding; counts: number[] }>();
  let partsEach: Uint8Array | null = null;
  if (texts) {
    partsEach = new Uint8Array(mobiles.length);
    texts.forEach((text, i) => {
      const { parts, encoding } = smsParts(text, { cancel11: true });
      (partsEach as Uint8Array)[i] = parts;
      const key = `${parts}/${encoding}`;
      const group = groups.get(key) ?? { parts, encoding, counts: [0, 0, 0, 0] };
      group.counts[operators[i] as number] = (group.counts[operators[i] as number] ?? 0) + 1;
      groups.set(key, group);
    });
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
