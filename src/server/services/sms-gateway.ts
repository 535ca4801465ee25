// Everything that would reach a phone goes through one SmsGateway. The default one simulates an
// operator: it keeps what was sent in the sms_outbox table and, when asked, prints it.
import type { Orm } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export type SmsChannel = 'sms' | 'voice';
export type OutgoingSms = { mobile: string; body: string; channel: SmsChannel };

export interface SmsGateway {
  send(message: OutgoingSms): Promise<void>;
}

export function simulatorGateway(orm: Orm, clock: Clock, print?: (line: string) => void): SmsGateway {
  return {
    async send({ mobile, body, channel }) {
      await orm.insert(smsOutbox).values({ mobile, body, channel, createdAt: clock.now() });
      print?.(`[simulated ${channel === 'voice' ? 'voice call' : 'SMS'} to ${mobile}] ${body}`);
    },
  };
}
