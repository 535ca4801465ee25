// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here.
// Where tests and benches read the one-time codes a demo server "sent": where the person at the demo's
// console reads them (the database the simulated operator writes to, or the lines it prints), or what
// an operator of the test's own received. No call shows a code to anyone but its own account.
import { existsSync, readFileSync } from 'node:fs';
import { normalizeMobile } from '../../src/domain/core/mobile.ts';

/** The newest text sent to a mobile (98…), or undefined. */
export type CodeReader = (mobile: string) => Promise<string | undefined>;

/** A mobile as the server keeps it (98…), from any form a test writes it in. */
export const storedMobile = (mobile: string) => normalizeMobile(mobile) ?? mobile.replace(/^\+/, '');

/** The code in a text: its last six digits (a mobile in the same line comes before it). */
export const codeIn = (text: string | undefined) => /(\d{6})\s*$/.exec(text ?? '')?.[1];

/** From the database the demo server writes its simulated SMS to: a pg client or pool, or the server's own. */
export function codeFromDatabase(db: { query(sql: string, params: unknown[]): Promise<any> }): CodeReader {
  return async (mobile) => {
    const answer = await db.query('select body from sms_outbox where mobile = $1 order by id desc limit 1', [
      mobile,
    ]);
    const rows = Array.isArray(answer) ? answer : answer.rows;
    return rows[0]?.body;
  };
}

/** From the lines a demo server process printed (its simulated SMS among them). */
export function codeFromLines(lines: readonly string[]): CodeReader {
  return async (mobile) => lines.findLast((line) => line.includes(` to ${mobile}]`));
}

/** From the log a demo server process prints its simulated SMS to. */
export function codeFromLog(file: string): CodeReader {
  return (mobile) => codeFromLines(existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [])(mobile);
}

/** The newest code a reader holds for a mobile in any form, or an error saying none came. */
export async function lastCode(read: CodeReader, mobile: string): Promise<string> {
  const code = codeIn(await read(storedMobile(mobile)));
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
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
  read: CodeReader,
): Promise<any> {
  const sent = await post(base, '/user/register/send_otp', { mobile: person.mobile });
  if (!sent.data?.token) throw new Error('no registration code');
  const otp = await lastCode(read, String(person.mobile));
  return post(base, '/user/register', { ...person, otp_token: sent.data.token, otp });
}
