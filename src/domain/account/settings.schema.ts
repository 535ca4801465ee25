// The account's settings (user/setting): the default sending line, the low-balance alert (the
// wallet's own) and, for a short fixed list of events, whether each sends an SMS and shows a notice.
import * as v from 'valibot';
import { messages } from '../core/messages.ts';
import { WalletAlertSettingsSchema, WalletAlertStateSchema } from '../wallet/wallet-transfers.schema.ts';

/** The events a user chooses an SMS or a notice for. */
export const ACCOUNT_EVENTS = [
  'low_balance',
  'send_finished',
  'pattern_reviewed',
  'ticket_answered',
  'new_login',
] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

export const ACCOUNT_EVENT_TITLES: Readonly<Record<AccountEvent, string>> = {
  low_balance: 'کمبود اعتبار کیف پول',
  send_finished: 'پایان ارسال پیامک',
  pattern_reviewed: 'نتیجهٔ بررسی الگو',
  ticket_answered: 'پاسخ به تیکت پشتیبانی',
  new_login: 'ورود تازه به حساب',
};

export type EventChoice = { sms: boolean; notice: boolean };
export type EventChoices = Record<AccountEvent, EventChoice>;

/** Until the user chooses: the low balance by SMS and notice, a new login by notice, the rest by notice. */
export const DEFAULT_EVENT_CHOICES: Readonly<EventChoices> = {
  low_balance: { sms: true, notice: true },
  send_finished: { sms: false, notice: true },
  pattern_reviewed: { sms: false, notice: true },
  ticket_answered: { sms: false, notice: true },
  new_login: { sms: false, notice: true },
};

const EventChoiceSchema = v.object({
  sms: v.boolean(messages.invalidValue),
  notice: v.boolean(messages.invalidValue),
});

const EventChoicesSchema = v.object(
  Object.fromEntries(ACCOUNT_EVENTS.map((event) => [event, EventChoiceSchema])) as Record<
    AccountEvent,
    typeof EventChoiceSchema
  >,
);

/** `GET user/setting`: the default line's id (null when the user has no line), the alert and the events. */
export const AccountSettingsSchema = v.object({
  default_line_id: v.nullable(v.number()),
  low_balance: WalletAlertStateSchema,
  events: EventChoicesSchema,
});
export type AccountSettings = v.InferOutput<typeof AccountSettingsSchema>;

/**
 * `POST user/setting`: what to change, each part optional: the default line (one of the user's),
 * the low-balance alert (on or off, at least 200,000 rials; the owner's), the events' choices (all of them).
 */
export const AccountSettingsSaveSchema = v.object({
  default_line_id: v.optional(
    v.pipe(v.number(messages.selectSenderLine), v.integer(), v.minValue(1, messages.selectSenderLine)),
  ),
  low_balance: v.optional(WalletAlertSettingsSchema),
  events: v.optional(
    v.pipe(
      v.object(
        Object.fromEntries(ACCOUNT_EVENTS.map((event) => [event, v.optional(EventChoiceSchema)])) as Record<
          AccountEvent,
          v.OptionalSchema<typeof EventChoiceSchema, undefined>
        >,
      ),
    ),
  ),
});
export type AccountSettingsSave = v.InferOutput<typeof AccountSettingsSaveSchema>;
