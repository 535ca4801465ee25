// The domain's public face: pure rules, schemas and types shared by the panel, the server and the worker.

export * from './account/change-password.schema.ts';
export * from './account/identity.rules.ts';
export * from './account/profile.schema.ts';
export { authMessages } from './auth/auth.messages.ts';
export * from './auth/auth.schema.ts';
export * from './auth/password.rules.ts';
export * from './auth/registration.schema.ts';
export * from './colleagues/colleagues.schema.ts';
export * from './contacts/phonebook.schema.ts';
export * from './core/date-mask.ts';
export * from './core/digits.ts';
export * from './core/enums.ts';
export type {
  ApiEnvelope,
  ApiListEnvelope,
  ApiMeta,
  HealthData,
  ListMeta,
  ListPage,
} from './core/envelope.ts';
export * from './core/errors.ts';
export * from './core/fields.ts';
export * from './core/jalali.ts';
export * from './core/jalali-format.ts';
export * from './core/limits.ts';
export { MESSAGE_CODE_TABLE, MESSAGE_CODES, type MessageCode } from './core/message-codes.ts';
export { andMore, type MessageKey, messages } from './core/messages.ts';
export * from './core/mobile.ts';
export * from './core/persian-text.ts';
export * from './core/phone-entry.ts';
export * from './core/pricing.ts';
export * from './core/relative-time.ts';
export * from './core/sms-text.ts';
export * from './core/sms-warnings.ts';
export * from './core/time-zone.ts';
export * from './dashboard/dashboard.schema.ts';
export * from './patterns/pattern.schema.ts';
export * from './patterns/pattern-send.schema.ts';
export * from './patterns/pattern-text.rules.ts';
export * from './predefined/predefined.schema.ts';
export * from './reports/bulk-summary.schema.ts';
export * from './send/keyword.rules.ts';
export * from './send/link-tracker.schema.ts';
export * from './send/link-tracking.rules.ts';
export * from './send/mail-merge.rules.ts';
export * from './send/map.schema.ts';
export * from './send/schedule.rules.ts';
export * from './send/send.messages.ts';
export * from './send/send.schema.ts';
export * from './send/send-banks.schema.ts';
export * from './send/send-body.schema.ts';
export * from './send/sender-lines.schema.ts';
export * from './support/support.schema.ts';
export * from './wallet/payment.schema.ts';
export { walletTexts } from './wallet/wallet.messages.ts';
