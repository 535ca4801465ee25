// Everything that would reach a phone goes through one SmsGateway. The default one simulates an
// operator: it keeps what was sent in the sms_outbox table and, when asked, prints it.
import type { Queryable } from '../db/client.ts';
import type { Clock } from './clock.ts';

export type SmsChannel = 'sms' | 'voice';
export type OutgoingSms = { mobile: string; body: string; channel: SmsChannel };

/** One recipient of a bulk send as it leaves for the operator: the text carries the لغو۱۱ line. */
export type BulkMessage = { bulkId: number; idx: number; mobile: string; from: string; text: string };

export interface SmsGateway {
  send(message: OutgoingSms): Promise<void>;
  /**
   * A batch of a bulk send going out (their status becomes 0, sent). The worker calls it inside the
   * batch's transaction: when it throws, the batch stays waiting and is offered again next round,
   * so nothing is lost (an operator must take a repeated (bulkId, idx) as the same message).
   * Without it, nothing leaves the server: the simulator.
   *
   * Delivery reports (1 reached telecom, 2 reached handset, 3 not reached) are the simulator's in the
   * worker, by time and ratio; a real operator's arrive from its side and are its adapter's to record.
   */
  submitBulk?(batch: readonly BulkMessage[]): Promise<void>;
}

export function simulatorGateway(db: Queryable, clock: Clock, print?: (line: string) => void): SmsGateway {
  return {
    async send({ mobile, body, channel }) {
      await db.query('insert into sms_outbox (mobile, body, channel, created_at) values ($1, $2, $3, $4)', [
        mobile,
        body,
        channel,
        clock.now(),
      ]);
      print?.(`[simulated ${channel === 'voice' ? 'voice call' : 'SMS'} to ${mobile}] ${body}`);
    },
  };
}

/** How long the operator's gateway may take to answer one request before it counts as failed. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A production operator's HTTP gateway: `POST <base>/send` with `{to, text, channel}` for a code or an
 * alert, `POST <base>/bulk` with `{messages: [{id, from, to, text}]}` for a batch of a bulk send (the id
 * `<bulkId>-<idx>` is the same on a repeat, so the operator can drop a batch it already took). Any
 * answer but 2xx, or none within the timeout, throws: the caller keeps the message to try again.
 */
export function httpSmsGateway(baseUrl: string, token?: string): SmsGateway {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status} to ${path}`);
  };
  return {
    send: ({ mobile, body, channel }) => post('/send', { to: `+${mobile}`, text: body, channel }),
    submitBulk: (batch) =>
      post('/bulk', {
        messages: batch.map((m) => ({
          id: `${m.bulkId}-${m.idx}`,
          from: m.from,
          to: `+${m.mobile}`,
          text: m.text,
        })),
      }),
  };
}
