// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here.
// Registers a bench account as a client does: a code to the mobile, read where the operator of the
// demo reads it (the database the simulated operator writes to, or the log it prints to), then the
// form with that code. No call shows a code to anyone else.
import { readFileSync } from 'node:fs';
import { normalizeMobile } from '../../src/domain/mobile.ts';

/** The newest code sent to a mobile (98…), or undefined. */
export type CodeReader = (mobile: string) => Promise<string | undefined>;

const codeIn = (text: string | undefined) => /(\d{6})\s*$/.exec(text ?? '')?.[1];

/** From the database the demo server writes its simulated SMS to: a pg client or the server's own. */
export function codeFromDatabase(db: { query(sql: string, params: unknown[]): Promise<any> }): CodeReader {
  return async (mobile) => {
    const answer = await db.query('select body from sms_outbox where mobile = $1 order by id desc limit 1', [
      mobile,
    ]);
    const rows = Array.isArray(answer) ? answer : answer.rows;
    return codeIn(rows[0]?.body);
  };
}

/** From the lines a demo server process printed (its simulated SMS among them). */
export function codeFromLines(lines: readonly string[]): CodeReader {
  return async (mobile) => codeIn(lines.findLast((line) => line.includes(` to ${mobile}]`)));
}

/** From the log a demo server process prints its simulated SMS to. */
export function codeFromLog(file: string): CodeReader {
  return (mobile) => codeFromLines(readFileSync(file, 'utf8').split('\n'))(mobile);
}

async function post(base: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(`${base}/v1/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** user/register with the mobile's code; answers the envelope (data.token on success). */
export async function registerWithCode(
  base: string,
  person: Record<string, unknown>,
  readCode: CodeReader,
): Promise<any> {
  const mobile = normalizeMobile(String(person.mobile)) ?? String(person.mobile);
  const sent = await post(base, '/user/register/send_otp', { mobile: person.mobile });
  const otp = await readCode(mobile);
  if (!sent.data?.token || !otp) throw new Error('no registration code');
  return post(base, '/user/register', { ...person, otp_token: sent.data.token, otp });
}
