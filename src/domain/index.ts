// The domain's public face: pure rules, schemas and types shared by the panel, the server and the worker.
export type {
  ApiEnvelope,
  ApiListEnvelope,
  ApiMeta,
  HealthData,
  ListMeta,
  ListPage,
} from './api/envelope.ts';
export { MESSAGE_CODES } from './api/envelope.ts';
export { authMessages } from './auth-messages.ts';
export * from './date-mask.ts';
export * from './digits.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './identity.ts';
export * from './jalali.ts';
export * from './jalali-format.ts';
export * from './keyword.ts';
export * from './limits.ts';
export * from './link-tracking.ts';
export * from './mail-merge.ts';
export { andMore, type MessageKey, messages } from './messages.ts';
export * from './mobile.ts';
export * from './password.ts';
export * from './pattern-text.ts';
export * from './phone-entry.ts';
export * from './pricing.ts';
export * from './relative-time.ts';
export * from './schemas/accounts.schema.ts';
export * from './schemas/auth.schema.ts';
export * from './schemas/change-password.schema.ts';
export * from './schemas/colleague.schema.ts';
export * from './schemas/dashboard.schema.ts';
export * from './schemas/fields.ts';
export * from './schemas/link-tracker.schema.ts';
export * from './schemas/map.schema.ts';
export * from './schemas/pattern.schema.ts';
export * from './schemas/pattern-send.schema.ts';
export * from './schemas/payment.schema.ts';
export * from './schemas/phonebook.schema.ts';
export * from './schemas/predefined-messages.schema.ts';
export * from './schemas/profile.schema.ts';
export * from './schemas/send.schema.ts';
export * from './schemas/send-body.schema.ts';
export * from './schemas/ticket.schema.ts';
export * from './sms-text.ts';
export * from './sms-warnings.ts';
export * from './time-zone.ts';
export { walletTexts } from './wallet-texts.ts';
