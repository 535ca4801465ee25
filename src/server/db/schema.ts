// Drizzle's view of the tables, for typed queries only: the SQL migrations are the schema's
// single source (db/migrations/), and tests/api/schema.test.ts checks the two agree.
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

export const activityDomains = pgTable('activity_domains', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

export const packages = pgTable('packages', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  price: id('price').notNull(),
  lineCount: integer('line_count').notNull(),
  isDefault: boolean('is_default').notNull(),
});

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  personType: text('person_type', { enum: ['real', 'legal'] }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  nationalCode: text('national_code').notNull(),
  fatherName: text('father_name'),
  birthDate: text('birth_date'),
  birthPlace: text('birth_place'),
  gender: text('gender', { enum: ['male', 'female'] }),
  idNumber: text('id_number'),
  mobile: text('mobile').notNull(),
  email: text('email'),
  landline: text('landline'),
  cityCode: text('city_code'),
  postalCode: text('postal_code'),
  address: text('address'),
  website: text('website'),
  companyName: text('company_name'),
  registrationNumber: text('registration_number'),
  economicNumber: text('economic_number'),
  companyNationalId: text('company_national_id'),
  registrationDate: text('registration_date'),
  activityDomainId: integer('activity_domain_id'),
  packageId: integer('package_id'),
  twoFactor: text('two_factor', { enum: ['none', 'sms', 'totp'] }).notNull(),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: id('totp_last_step'),
  createdAt: at('created_at').notNull(),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  impersonated: boolean('impersonated').notNull(),
  createdAt: at('created_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const handoverTokens = pgTable('handover_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: id('user_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const otpChallenges = pgTable('otp_challenges', {
  id: text('id').primaryKey(),
  userId: id('user_id').notNull(),
  purpose: text('purpose', { enum: ['login', 'second_step', 'forgot_password'] }).notNull(),
  channel: text('channel', { enum: ['sms', 'voice', 'totp'] }).notNull(),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  resendAt: at('resend_at').notNull(),
  consumedAt: at('consumed_at'),
  resetTokenHash: text('reset_token_hash'),
  resetExpiresAt: at('reset_expires_at'),
});

export const authFailures = pgTable('auth_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scope: text('scope', { enum: ['account', 'address', 'totp', 'send'] }).notNull(),
  key: text('key').notNull(),
  at: at('at').notNull(),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mobile: text('mobile').notNull(),
  channel: text('channel', { enum: ['sms', 'voice'] }).notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

export const wallets = pgTable('wallets', {
  userId: id('user_id').primaryKey(),
  balance: id('balance').notNull(),
});

export const walletTransactions = pgTable('wallet_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  amount: id('amount').notNull(),
  type: text('type', { enum: ['deposit', 'withdrawal'] }).notNull(),
  description: text('description').notNull(),
  balanceAfter: id('balance_after').notNull(),
  createdAt: at('created_at').notNull(),
});

export const news = pgTable('news', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: at('published_at').notNull(),
});

export const quickAccessLinks = pgTable('quick_access_links', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  link: text('link'),
  tone: text('tone', { enum: ['primary', 'success', 'warning'] }).notNull(),
  position: integer('position').notNull(),
  active: boolean('active').notNull(),
});

// Issue 7: sending (db/migrations/0004-sending.ts, 0005-banks.ts).

export const senderLines = pgTable('sender_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id'),
  number: text('number').notNull(),
  title: text('title').notNull(),
  createdAt: at('created_at').notNull(),
});

export const senderLineDefaults = pgTable('sender_line_defaults', {
  userId: id('user_id').primaryKey(),
  senderLineId: id('sender_line_id').notNull(),
});

export const tariffs = pgTable('tariffs', {
  operator: text('operator', { enum: ['mci', 'irancell', 'rightel', 'other'] }).notNull(),
  encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
  rialsPerPart: integer('rials_per_part').notNull(),
});

export const bulks = pgTable('bulks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  type: text('type').notNull(),
  senderLineId: id('sender_line_id').notNull(),
  senderNumber: text('sender_number').notNull(),
  text: text('text').notNull(),
  parts: integer('parts').notNull(),
  encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
  linkTracking: boolean('link_tracking').notNull(),
  status: text('status', { enum: ['scheduled', 'queued', 'sending', 'done', 'cancelled'] }).notNull(),
  scheduledAt: at('scheduled_at'),
  tariffs: jsonb('tariffs').notNull(),
  price: id('price').notNull(),
  refunded: id('refunded').notNull(),
  total: integer('total').notNull(),
  pending: integer('pending').notNull(),
  status0: integer('status_0').notNull(),
  status1: integer('status_1').notNull(),
  status2: integer('status_2').notNull(),
  status3: integer('status_3').notNull(),
  status4: integer('status_4').notNull(),
  createdAt: at('created_at').notNull(),
  finishedAt: at('finished_at'),
});

export const bulkRecipients = pgTable('bulk_recipients', {
  bulkId: id('bulk_id').notNull(),
  idx: integer('idx').notNull(),
  mobile: text('mobile').notNull(),
  operator: smallint('operator').notNull(),
  parts: smallint('parts').notNull(),
  status: smallint('status').notNull(),
  stage: smallint('stage').notNull(),
  nextAt: at('next_at'),
  sentAt: at('sent_at'),
  doneAt: at('done_at'),
  text: text('text'),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: id('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: at('created_at').notNull(),
  lockedAt: at('locked_at').notNull(),
});

export const phonebooks = pgTable('phonebooks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  title: text('title').notNull(),
  createdAt: at('created_at').notNull(),
});

export const phonebookNumbers = pgTable('phonebook_numbers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phonebookId: id('phonebook_id').notNull(),
  mobile: text('mobile').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: at('created_at').notNull(),
});

export const blacklist = pgTable('blacklist', {
  userId: id('user_id').notNull(),
  mobile: text('mobile').notNull(),
  createdAt: at('created_at').notNull(),
});

export const cancel11 = pgTable('cancel_11', {
  userId: id('user_id').notNull(),
  mobile: text('mobile').notNull(),
  createdAt: at('created_at').notNull(),
});

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  center: text('center').notNull(),
});

export const counties = pgTable('counties', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id').notNull(),
  name: text('name').notNull(),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id').notNull(),
  countyId: integer('county_id').notNull(),
  name: text('name').notNull(),
  numberCount: integer('number_count').notNull(),
});

export const postalCodeAreas = pgTable('postal_code_areas', {
  code: text('code').primaryKey(),
  cityId: integer('city_id').notNull(),
  numberCount: integer('number_count').notNull(),
});

export const jobCategories = pgTable('job_categories', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});

export const jobSubCategories = pgTable('job_sub_categories', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  title: text('title').notNull(),
  numberCount: integer('number_count').notNull(),
});

export const towerAreas = pgTable('tower_areas', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id').notNull(),
  name: text('name').notNull(),
  numberCount: integer('number_count').notNull(),
});

export const agreements = pgTable('agreements', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
});

export const senderLineAgreements = pgTable('sender_line_agreements', {
  userId: id('user_id').notNull(),
  senderLineId: id('sender_line_id').notNull(),
  agreementId: integer('agreement_id').notNull(),
  acceptedAt: at('accepted_at').notNull(),
});

export const planFeatures = pgTable('plan_features', {
  userId: id('user_id').notNull(),
  feature: text('feature', { enum: ['link_tracker'] }).notNull(),
  grantedAt: at('granted_at').notNull(),
});

export const trackedLinks = pgTable('tracked_links', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  code: text('code').notNull(),
  url: text('url').notNull(),
  targetUrl: text('target_url').notNull(),
  utmSource: text('utm_source').notNull(),
  utmMedium: text('utm_medium').notNull(),
  utmCampaign: text('utm_campaign').notNull(),
  clicks: integer('clicks').notNull(),
  createdAt: at('created_at').notNull(),
});

export const predefinedMessageGroups = pgTable('predefined_message_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  title: text('title').notNull(),
  createdAt: at('created_at').notNull(),
});

export const predefinedMessages = pgTable('predefined_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  groupId: id('group_id'),
  title: text('title'),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull(),
});

export const inboxMessages = pgTable('inbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  senderLineId: id('sender_line_id').notNull(),
  fromMobile: text('from_mobile').notNull(),
  text: text('text').notNull(),
  receivedAt: at('received_at').notNull(),
  readAt: at('read_at'),
});
