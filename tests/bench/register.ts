// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here.
// Registers a bench account as a client does: a code to the mobile, read from the simulator's
// outbox, then the form with that code.
import { normalizeMobile } from '../../src/domain/mobile.ts';

async function post(base: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(`${base}/v1/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** user/register with the mobile's code; answers the envelope (data.token on success). */
export async function registerWithCode(base: string, person: Record<string, unknown>): Promise<any> {
  const mobile = normalizeMobile(String(person.mobile)) ?? String(person.mobile);
  const sent = await post(base, '/user/register/send_otp', { mobile: person.mobile });
  const outbox = (await (await fetch(`${base}/v1/api/demo/outbox?mobile=${mobile}&limit=1`)).json()) as any;
  const otp = /(\d{6})/.exec(outbox.data?.[0]?.body ?? '')?.[1];
  if (!sent.data?.token || !otp) throw new Error('no registration code');
  return post(base, '/user/register', { ...person, otp_token: sent.data.token, otp });
}
