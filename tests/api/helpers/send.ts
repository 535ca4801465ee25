// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Helpers for the send tests: a registered, funded user and a ready send body.
import { randomUUID } from 'node:crypto';
import { type client, newPerson } from './client.ts';

export type Api = ReturnType<typeof client>;

/** A new user with `credit` rials in the wallet (through the simulator's top-up side door). */
export async function fundedUser(api: Api, credit: number): Promise<string> {
  const token = (await api.post('/user/register', newPerson())).data.token as string;
  if (credit > 0) {
    const topUp = await api.post('/demo/top_up', { amount: credit }, token);
    if (topUp.status !== 200) throw new Error(`top-up refused: ${topUp.status}`);
  }
  return token;
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
