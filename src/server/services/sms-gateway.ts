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
