// Every meta.message_code the API answers, each once, in the published form `<status>-<n>`, with what
// it means in Persian. The status part is the kind of answer the code belongs to, not always the HTTP
// status: as published, a field refused by validation is HTTP 422 with `400-2`, and a missing or
// unknown token is HTTP 401 with `400-1`.
/** The codes by name: `MESSAGE_CODES.resendWait` is `'429-2'`. */
export const MESSAGE_CODES = {
  ok: '200-1',
  /** A contact list added (`phonebooks/numbers/add-list-new`). */
  created: '201-1',
  /** Refused: a missing, unknown or revoked token, a wrong login, or a request that cannot be done. */
  refused: '400-1',
  /** One or more fields refused; meta.errors names them. */
  invalidFields: '400-2',
  /** A send's state asked for in the outbox report is none of its states (as published). */
  invalidState: '400-31',
  /** The session ended by time (unused too long, too old, or an impersonation's hour): log in again. */
  sessionExpired: '401-1',
  /** A one-time code answered wrongly too many times. */
  codeDead: '401-2',
  /** A one-time code already used. */
  codeUsed: '401-3',
  /** A one-time code past its time. */
  codeExpired: '401-4',
  /** An unknown or revoked API key. */
  apiKeyInvalid: '401-5',
  /** Not enough credit for the send. */
  insufficientCredit: '402-1',
  /** An API key used from an address it does not allow. */
  apiKeyAddress: '403-1',
  /** Not allowed in a session opened from the admin panel. */
  impersonated: '403-2',
  /** A code login on an account whose second step is the SMS code: log in with the password. */
  passwordStepNeeded: '403-3',
  /** A call made with an API key that takes a login token only. */
  apiKeyTokenOnly: '403-4',
  /** The demo hands over the caller's own account only. */
  demoOwnAccount: '403-5',
  /** The account's plan does not include the feature. */
  planRequired: '403-6',
  /** The colleague's role forbids the call. */
  accessLimited: '403-8',
  /** A colleague's first password must be changed before any other call. */
  passwordChangeRequired: '403-9',
  notFound: '404-1',
  conflict: '409-1',
  /**
   * An edit made on an older revision of its row (If-Match): the row changed meanwhile. Its own code, as
   * 409-1 also answers a request whose Idempotency-Key is still being worked on (to be retried).
   */
  staleRevision: '409-2',
  tooLarge: '413-1',
  /** The request as a whole is refused (a wrong login: meta.errors, or errors beside meta, names the field). */
  invalidRequest: '422-1',
  /** Over the caller's budget of a costly call; Retry-After says when to retry. */
  tooMany: '429-1',
  /** A new code asked before the resend countdown is over. */
  resendWait: '429-2',
  /** Too many failed logins or codes: wait before trying again. */
  throttled: '429-3',
  /** The day's codes to one mobile are spent. */
  mobileDailyLimit: '429-4',
  serverError: '500-1',
  /** A service the call needs (the bank) does not answer. */
  unavailable: '503-1',
} as const satisfies Record<string, `${number}-${number}`>;

export type MessageCodeName = keyof typeof MESSAGE_CODES;
export type MessageCode = (typeof MESSAGE_CODES)[MessageCodeName];

// The Persian meaning of each code, beside its code's name: apart from the codes so that the panel,
// which reads codes only, does not download the meanings (the type asks one for every code).
export const MESSAGE_CODE_MESSAGES: { readonly [K in MessageCodeName]: string } = {
  ok: 'انجام شد',
  created: 'ایجاد شد',
  refused: 'اطلاعات وارد شده صحیح نمی باشد',
  invalidFields: 'اطلاعات ارسالی معتبر نیست',
  invalidState: 'وضعیت انتخاب‌شده معتبر نیست',
  sessionExpired: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید',
  codeDead: 'تعداد تلاش‌های نادرست برای این کد به پایان رسید',
  codeUsed: 'این کد قبلاً استفاده شده است',
  codeExpired: 'زمان مجاز وارد کردن کد به پایان رسید',
  apiKeyInvalid: 'کلید وب‌سرویس معتبر نیست',
  insufficientCredit: 'اعتبار حساب کافی نیست',
  apiKeyAddress: 'استفاده از این کلید از این نشانی مجاز نیست',
  impersonated: 'در نشستی که از پنل مدیریت باز شده است این کار مجاز نیست',
  passwordStepNeeded: 'با رمز عبور وارد شوید',
  apiKeyTokenOnly: 'این کار فقط با ورود به پنل ممکن است',
  demoOwnAccount: 'در نسخهٔ نمایشی فقط حساب خودتان را می‌توانید واگذار کنید',
  planRequired: 'طرح حساب شما این امکان را ندارد',
  accessLimited: 'دسترسی شما محدود است',
  passwordChangeRequired: 'ابتدا رمز عبور موقت را تغییر دهید',
  notFound: 'مورد درخواستی پیدا نشد',
  conflict: 'با وضعیت فعلی ممکن نیست',
  staleRevision: 'این مورد پس از آنکه ویرایشش را شروع کردید تغییر کرده است',
  tooLarge: 'حجم درخواست بیش از حد مجاز است',
  invalidRequest: 'درخواست معتبر نیست',
  tooMany: 'درخواست‌های شما بیش از حد مجاز است',
  resendWait: 'برای دریافت دوباره کد صبر کنید',
  throttled: 'تلاش‌های ناموفق بیش از حد مجاز است',
  mobileDailyLimit: 'سقف ارسال کد به این شماره برای امروز پر شده است',
  serverError: 'خطا در ارسال اطلاعات',
  unavailable: 'سرویس در دسترس نیست',
};

/** Each code with its meaning, for the server's and the tests' reading. */
export const MESSAGE_CODE_TABLE = /* @__PURE__ */ Object.fromEntries(
  Object.entries(MESSAGE_CODES).map(([name, code]) => [
    name,
    { code, message: MESSAGE_CODE_MESSAGES[name as MessageCodeName] },
  ]),
) as { readonly [K in MessageCodeName]: { code: (typeof MESSAGE_CODES)[K]; message: string } };
