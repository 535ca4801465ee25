// Every enum of the panel's entities and states with its Persian label, one wording on every screen.

/** Ticket states (numeric). */
export const TICKET_STATES = [1, 2, 3, 4, 5, 6] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const ticketStateLabels: Readonly<Record<TicketState, string>> = {
  1: 'در انتظار پاسخ کاربر',
  2: 'در انتظار پاسخ پشتیبانی',
  3: 'پاسخ داده شده',
  4: 'بسته شده',
  5: 'ارجاع برای بررسی بیشتر',
  6: 'ارجاع به واحد مربوط',
};

/** Recipient message status (numeric). */
export const RECIPIENT_STATUSES = [0, 1, 2, 3, 4] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const recipientStatusLabels: Readonly<Record<RecipientStatus, string>> = {
  0: 'ارسال شده',
  1: 'رسیده به مخابرات',
  2: 'رسیده به گوشی',
  3: 'نرسیده به گوشی',
  4: 'لیست سیاه',
};

/** SMS types ('and others': an unknown type reads 'other'). */
export const SMS_TYPES = [
  'normal',
  'webservice',
  'bts',
  'irancellarea',
  'tciageout',
  'keyword',
  'sendvoice',
  'inboxsecretary',
  'job',
  'autoanswer',
  'pattern',
  'pattern_otp',
  'pattern_transactional',
  'postal_code',
  'regional',
  'country',
  'map',
  'peer_to_peer',
  'file',
  'phonebook',
  'other',
] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const smsTypeLabels: Readonly<Record<SmsType, string>> = {
  normal: 'ارسال عادی',
  webservice: 'وب‌سرویس',
  bts: 'ارسال منطقه‌ای با دکل (BTS)',
  irancellarea: 'ارسال منطقه‌ای ایرانسل',
  tciageout: 'ارسال مخابرات',
  keyword: 'ارسال کلیدواژه‌ای',
  sendvoice: 'ارسال صوتی',
  inboxsecretary: 'منشی صندوق دریافت',
  job: 'ارسال به مشاغل',
  autoanswer: 'پاسخ خودکار',
  pattern: 'الگو',
  pattern_otp: 'الگوی کد یک‌بار مصرف',
  pattern_transactional: 'الگوی تراکنشی',
  postal_code: 'ارسال بر اساس کد پستی',
  regional: 'ارسال منطقه‌ای',
  country: 'ارسال شهری و استانی',
  map: 'ارسال روی نقشه',
  peer_to_peer: 'ارسال نظیر به نظیر',
  file: 'ارسال از فایل',
  phonebook: 'ارسال از دفترچه تلفن',
  other: 'سایر',
};

export function isSmsType(value: string): value is SmsType {
  return (SMS_TYPES as readonly string[]).includes(value);
}

/** An SMS type from the server, labelled; types not in SMS_TYPES read 'other'. */
export function smsTypeLabel(type: string): string {
  return smsTypeLabels[isSmsType(type) ? type : 'other'];
}

/** Pattern states; an edited pattern has a first and a second version. */
export const PATTERN_STATES = ['not_confirmed', 'confirmed', 'rejected', 'edited'] as const;
export type PatternState = (typeof PATTERN_STATES)[number];
export const patternStateLabels: Readonly<Record<PatternState, string>> = {
  not_confirmed: 'در انتظار تأیید',
  confirmed: 'تأییدشده',
  rejected: 'ردشده',
  edited: 'ویرایش‌شده',
};

/** A pattern variable's type. */
export const PATTERN_VARIABLE_TYPES = ['string', 'integer', 'date'] as const;
export type PatternVariableType = (typeof PATTERN_VARIABLE_TYPES)[number];
export const patternVariableTypeLabels: Readonly<Record<PatternVariableType, string>> = {
  string: 'متن',
  integer: 'عدد',
  date: 'تاریخ',
};

/** A contact feature's type. */
export const FEATURE_TYPES = ['string', 'date', 'int'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];
export const featureTypeLabels: Readonly<Record<FeatureType, string>> = {
  string: 'متن',
  date: 'تاریخ',
  int: 'عدد',
};

/** Colleague status; pending means invited and not yet logged in. */
export const COLLEAGUE_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type ColleagueStatus = (typeof COLLEAGUE_STATUSES)[number];
export const colleagueStatusLabels: Readonly<Record<ColleagueStatus, string>> = {
  pending: 'در انتظار تأیید',
  active: 'فعال',
  deactivated: 'غیرفعال',
};

/** Wallet transaction type. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const transactionTypeLabels: Readonly<Record<TransactionType, string>> = {
  deposit: 'واریز',
  withdrawal: 'برداشت',
};

/** Login methods. */
export const LOGIN_METHODS = ['password', 'authenticator', 'sms', 'voice'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const loginMethodLabels: Readonly<Record<LoginMethod, string>> = {
  password: 'رمز عبور',
  authenticator: 'برنامه احراز هویت',
  sms: 'کد پیامکی',
  voice: 'کد با تماس صوتی',
};

/** A profile is a real or a legal person. */
export const PERSON_TYPES = ['real', 'legal'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const personTypeLabels: Readonly<Record<PersonType, string>> = {
  real: 'حقیقی',
  legal: 'حقوقی',
};

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderLabels: Readonly<Record<Gender, string>> = {
  male: 'مرد',
  female: 'زن',
};

/** Payment result. */
export const PAYMENT_RESULTS = ['success', 'failure'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
export const paymentResultLabels: Readonly<Record<PaymentResult, string>> = {
  success: 'پرداخت موفق',
  failure: 'پرداخت ناموفق',
};

/** Live connection status. */
export const CONNECTION_STATUSES = ['CLOSED', 'CONNECTING', 'OPEN', 'ERROR'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const connectionStatusLabels: Readonly<Record<ConnectionStatus, string>> = {
  CLOSED: 'قطع',
  CONNECTING: 'در حال اتصال',
  OPEN: 'متصل',
  ERROR: 'خطا در اتصال',
};

/** Report tabs. */
export const REPORT_TABS = ['recent', 'systemic', 'archive'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const reportTabLabels: Readonly<Record<ReportTab, string>> = {
  recent: '۳۰ روز اخیر',
  systemic: 'ارسال‌های سیستمی',
  archive: 'آرشیو',
};

/** The mobile operators of mobileOperator(); MCI is the first operator. */
export const operatorLabels = {
  mci: 'همراه اول',
  irancell: 'ایرانسل',
  rightel: 'رایتل',
  other: 'سایر',
} as const;
