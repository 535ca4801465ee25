// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Helpers for the send tests: a registered, funded user and a ready send body.
import { randomUUID } from 'node:crypto';
import { lineE164 } from '../../../src/domain/index.ts';
import { type client, newPerson } from './client.ts';

export type Api = ReturnType<typeof client>;

/**
 * A new user with `credit` rials in the wallet (through the simulator's top-up side door), who has
 * accepted every line's agreements (a send needs them) unless `agreements` is 'pending'.
 */
export async function fundedUser(
  api: Api,
  credit: number,
  agreements: 'accepted' | 'pending' = 'accepted',
): Promise<string> {
  const token = (await api.register(newPerson())).data.token as string;
  if (credit > 0) {
    const topUp = await api.post('/demo/top_up', { amount: credit }, token);
    if (topUp.status !== 200) throw new Error(`top-up refused: ${topUp.status}`);
  }
  if (agreements === 'accepted') await acceptAllAgreements(api, token);
  return token;
}

export async function acceptAllAgreements(api: Api, token: string): Promise<void> {
  for (const line of (await api.get('/number/numbers', token)).data) {
    const list = (await api.get(`/numbers/agreement-list?number_id=${line.id}`, token)).data;
    const ids = list.map((a: any) => a.id);
    const answer = await api.post(
      '/numbers/assign-agreement',
      { number_id: line.id, agreement_ids: ids },
      token,
    );
    if (answer.status !== 200) throw new Error(`assign-agreement refused: ${answer.status}`);
  }
}

/** The user's default sender line's id. */
export async function defaultLine(api: Api, token: string): Promise<number> {
  const lines = await api.get('/number/numbers', token);
  return lines.data.find((l: any) => l.is_default).id;
}

/** The user's lines by id, to name one by its number as the published API does. */
async function lineNumbers(api: Api, token: string): Promise<Map<number, string>> {
  const lines = (await api.get('/number/numbers', token)).data ?? [];
  return new Map(lines.map((l: any) => [l.id, lineE164(l.number)]));
}

/** A send as the tests write it: our target by `type`, the line by id (send.schema.ts SendRequest). */
export type TestSend = Record<string, any> & { type: string };

const withCount = (count: number | undefined) =>
  count === undefined ? {} : { mci: { start: 0, size: count } };

/**
 * The published API's body for a test's send: the same recipients under their `sending_type`, the
 * line as `from_number`. A file send becomes multipart with a csv of its numbers.
 */
export async function documentedBody(api: Api, token: string, t: TestSend): Promise<unknown> {
  const numbersOfLines = await lineNumbers(api, token);
  const common: Record<string, unknown> = {
    from_number: numbersOfLines.get(t.sender_line_id) ?? `+98999${t.sender_line_id ?? ''}`,
    message: t.text,
    ...(t.scheduled_at === undefined ? {} : { send_time: t.scheduled_at }),
    ...(t.link_tracking === undefined ? {} : { link_tracking: t.link_tracking }),
  };
  switch (t.type) {
    case 'quick':
      return { sending_type: 'webservice', ...common, params: { recipients: t.mobiles } };
    case 'phonebook':
      return {
        sending_type: 'phonebook',
        ...common,
        params: [{ type: 'all', phonebook_ids: t.phonebook_ids }],
      };
    case 'peer_to_peer': {
      const byText = new Map<string, string[]>();
      for (const p of t.pairs ?? []) byText.set(p.text, [...(byText.get(p.text) ?? []), p.mobile]);
      return {
        sending_type: 'peer_to_peer',
        ...common,
        params: [...byText].map(([message, recipients]) => ({ recipients, message })),
      };
    }
    case 'file': {
      const form = new FormData();
      form.append('sending_type', 'file');
      for (const [k, v] of Object.entries(common))
        if (v !== null && v !== undefined) form.append(k, String(v));
      form.append('files[]', new Blob([`mobile\n${(t.mobiles ?? []).join('\n')}\n`]), 'numbers.csv');
      return form;
    }
    case 'inbox_keyword':
      return { sending_type: 'inbox_keyword', ...common, params: { keyword: t.keyword } };
    case 'job':
      return {
        sending_type: 'job',
        ...common,
        params: (t.sub_category_ids ?? []).map((id: number, i: number) => ({
          main_category_id: 1,
          sub_category_id: id,
          ...(i === 0 && t.count !== undefined ? { operator: [{ start: 0, size: t.count, id: 1 }] } : {}),
        })),
      };
    case 'map':
      return { sending_type: 'map', ...common, params: { polygon: t.polygon, size: t.count } };
    case 'tower':
      return {
        sending_type: 'irancell_tower',
        ...common,
        params: { tower_area_ids: t.tower_area_ids, size: t.count },
      };
    case 'postal_code':
      return {
        sending_type: 'postal_code',
        ...common,
        params: (t.postal_codes ?? []).map((postal_code: string, i: number) => ({
          postal_code,
          ...(i === 0 ? withCount(t.count) : {}),
        })),
      };
    case 'city': {
      const params = [
        ...(t.province_ids ?? []).map((province_id: number) => ({ province_id })),
        ...(t.county_ids ?? []).map((county_id: number) => ({ county_id })),
        ...(t.city_ids ?? []).map((city_id: number) => ({ city_id })),
      ].map((p, i) =>
        i === 0 && t.count !== undefined ? { ...p, operator: [{ start: 0, size: t.count, id: 1 }] } : p,
      );
      return { sending_type: 'geolocation', ...common, params };
    }
    default:
      return { sending_type: t.type, ...common };
  }
}

/** `POST send`; a test's `type` body is sent as the published API's body. */
export async function send(api: Api, token: string, body: unknown, key: string | null = randomUUID()) {
  const headers: Record<string, string> = key === null ? {} : { 'Idempotency-Key': key };
  const doc = (body as TestSend)?.type ? await documentedBody(api, token, body as TestSend) : body;
  if (doc instanceof FormData) return api.form('/send', doc, token, headers);
  return api.call('POST', '/send', { body: doc, token, headers });
}

/** `POST send/calculate-price` with a whole send (our extension), written as the tests write a send. */
export async function calculatePrice(api: Api, body: unknown, token: string) {
  const doc = (body as TestSend)?.type ? await documentedBody(api, token, body as TestSend) : body;
  if (doc instanceof FormData) return api.form('/send/calculate-price', doc, token);
  return api.call('POST', '/send/calculate-price', { body: doc, token });
}

/** n distinct valid numbers, on MCI (0912…) unless a prefix is given. */
export const numbers = (n: number, prefix = '0912', from = 0) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(from + i).padStart(7, '0')}`);
