// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Helpers for the send tests: a registered, funded user and a ready send body.
import { randomUUID } from 'node:crypto';
import { type client, newPerson } from './client.ts';

export type Api = ReturnType<typeof client>;

/**
 * A new user with `credit` rials in the wallet (through the simulator's top-up side door), who has
 * accepted every line's agreements (a send needs them, issue 7) unless `agreements` is 'pending'.
 */
export async function fundedUser(
  api: Api,
  credit: number,
  agreements: 'accepted' | 'pending' = 'accepted',
): Promise<string> {
  const token = (await api.post('/user/register', newPerson())).data.token as string;
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

export function send(api: Api, token: string, body: unknown, key: string | null = randomUUID()) {
  return api.call('POST', '/send', { body, token, headers: key === null ? {} : { 'Idempotency-Key': key } });
}

/** n distinct valid numbers, on MCI (0912…) unless a prefix is given. */
export const numbers = (n: number, prefix = '0912', from = 0) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(from + i).padStart(7, '0')}`);
