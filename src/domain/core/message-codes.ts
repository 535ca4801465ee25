// Every meta.message_code the API answers, each once, in the published form `<status>-<n>`, with what
// it means in Persian. The status part is the kind of answer the code belongs to, not always the HTTP
// status: as published, a field refused by validation is HTTP 422 with `400-2`, and a missing or
// unknown token is HTTP 401 with `400-1`.
export const MESSAGE_CODE_TABLE = {
  ok: { code: '200-1', message: 'انجام شد' },
  /** A contact list added (`phonebooks/numbers/add-list-new`). */
  created: { code: '201-1', message: 'ایجاد شد' },
  /** Refused: a missing, unknown or revoked token, a wrong login, or a request that cannot be done. */
  refused: { code: '400-1', message: 'اطلاعات وارد شده صحیح نمی باشد' },
  /** One or more fields refused; meta.errors names them. */
  invalidFields: { code: '400-2', message: 'اطلاعات ارسالی معتبر نیست' },
  /** The session ended by time (unused too long, too old, or an impersonation's hour): log in again. */
  sessionExpired: { code: '401-1', message: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید' },
  /** A one-time code answered wrongly too many times. */
  codeDead: { code: '401-2', message: 'تعداد تلاش‌های نادرست برای این کد به پایان رسید' },
  /** A one-time code already used. */
  codeUsed: { code: '401-3', message: 'این کد قبلاً استفاده شده است' },
  /** A one-time code past its time. */
  codeExpired: { code: '401-4', message: 'زمان مجاز وارد کردن کد به پایان رسید' },
  /** An unknown or revoked API key. */
  apiKeyInvalid: { code: '401-5', message: 'کلید وب‌سرویس معتبر نیست' },
  /** Not enough credit for the send. */
  insufficientCredit: { code: '402-1', message: 'اعتبار حساب کافی نیست' },
  /** An API key used from an address it does not allow. */
  apiKeyAddress: { code: '403-1', message: 'استفاده از این کلید از این نشانی مجاز نیست' },
  /** Not allowed in a session opened from the admin panel. */
  impersonated: { code: '403-2', message: 'در نشستی که از پنل مدیریت باز شده است این کار مجاز نیست' },
  /** A code login on an account whose second step is the SMS code: log in with the password. */
  passwordStepNeeded: { code: '403-3', message: 'با رمز عبور وارد شوید' },
  /** A call made with an API key that takes a login token only. */
  apiKeyTokenOnly: { code: '403-4', message: 'این کار فقط با ورود به پنل ممکن است' },
  /** The demo hands over the caller's own account only. */
  demoOwnAccount: { code: '403-5', message: 'در نسخهٔ نمایشی فقط حساب خودتان را می‌توانید واگذار کنید' },
  /** The account's plan does not include the feature. */
  planRequired: { code: '403-6', message: 'طرح حساب شما این امکان را ندارد' },
  /** The colleague's role forbids the call. */
  accessLimited: { code: '403-8', message: 'دسترسی شما محدود است' },
  notFound: { code: '404-1', message: 'مورد درخواستی پیدا نشد' },
  conflict: { code: '409-1', message: 'با وضعیت فعلی ممکن نیست' },
  tooLarge: { code: '413-1', message: 'حجم درخواست بیش از حد مجاز است' },
  /** The request as a whole is refused (a wrong login: meta.errors, or errors beside meta, names the field). */
  invalidRequest: { code: '422-1', message: 'درخواست معتبر نیست' },
  /** Over the caller's budget of a costly call; Retry-After says when to retry. */
  tooMany: { code: '429-1', message: 'درخواست‌های شما بیش از حد مجاز است' },
  /** A new code asked before the resend countdown is over. */
  resendWait: { code: '429-2', message: 'برای دریافت دوباره کد صبر کنید' },
  /** Too many failed logins or codes: wait before trying again. */
  throttled: { code: '429-3', message: 'تلاش‌های ناموفق بیش از حد مجاز است' },
  /** The day's codes to one mobile are spent. */
  mobileDailyLimit: { code: '429-4', message: 'سقف ارسال کد به این شماره برای امروز پر شده است' },
  serverError: { code: '500-1', message: 'خطا در ارسال اطلاعات' },
  /** A service the call needs (the bank) does not answer. */
  unavailable: { code: '503-1', message: 'سرویس در دسترس نیست' },
} as const satisfies Record<string, { code: `${number}-${number}`; message: string }>;

export type MessageCodeName = keyof typeof MESSAGE_CODE_TABLE;
export type MessageCode = (typeof MESSAGE_CODE_TABLE)[MessageCodeName]['code'];

/** The codes by name: `MESSAGE_CODES.resendWait` is `'429-2'`. */
export const MESSAGE_CODES = Object.fromEntries(
  Object.entries(MESSAGE_CODE_TABLE).map(([name, { code }]) => [name, code]),
) as { readonly [K in MessageCodeName]: (typeof MESSAGE_CODE_TABLE)[K]['code'] };
