// Persian messages of the server's account and login rules; the product's fixed strings stay
// in messages.ts. Functions take numbers already in Latin digits and show them in Persian.
const fa = (n: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(n);

export const authMessages = {
  wrongCredentials: 'نام کاربری یا رمز عبور اشتباه است',
  wrongCode: 'کد وارد شده اشتباه است',
  codeDead: 'تعداد تلاش‌های نادرست برای این کد به پایان رسید؛ دوباره کد بگیرید',
  codeUsed: 'این کد قبلاً استفاده شده است؛ دوباره کد بگیرید',
  codeUnknown: 'درخواست ورود پیدا نشد؛ دوباره کد بگیرید',
  totpNotEnabled: 'ورود با برنامه احراز هویت برای این حساب فعال نیست',
  totpReused: 'این کد قبلاً استفاده شده است؛ منتظر کد بعدی بمانید',
  tooManyAttempts: (minutes: number) =>
    `تلاش‌های ناموفق بیش از حد مجاز است؛ ${fa(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  /** A costly call (price, send, count, export, import) over the caller's budget. */
  tooManyCalls: (seconds: number) =>
    `درخواست‌های شما بیش از حد مجاز است؛ ${fa(seconds)} ثانیه دیگر دوباره تلاش کنید`,
  resendWait: (seconds: number) => `برای دریافت دوباره کد ${fa(seconds)} ثانیه صبر کنید`,
  codeSent: 'کد تأیید ارسال شد',
  callPlaced: 'کد تأیید با تماس صوتی اعلام می‌شود',
  userNotFound: 'کاربری با این مشخصات پیدا نشد',
  usernameTaken: 'این نام کاربری قبلاً ثبت شده است',
  usernameFree: 'این نام کاربری آزاد است و می‌توانید با آن ثبت‌نام کنید',
  mobileTaken: 'این شماره موبایل قبلاً ثبت شده است',
  mobileFree: 'این شماره موبایل آزاد است',
  unauthorized: 'نشست شما معتبر نیست؛ دوباره وارد شوید',
  /** A session past its idle, absolute or impersonation lifetime (meta message_code SESSION_EXPIRED_CODE). */
  sessionExpired: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید',
  originRefused: 'اتصال از این نشانی مجاز نیست',
  loggedOut: 'از پنل خارج شدید',
  loggedIn: 'خوش آمدید',
  registered: 'ثبت‌نام با موفقیت انجام شد',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',
  resetTokenInvalid: 'مهلت تغییر رمز عبور به پایان رسیده است؛ دوباره تلاش کنید',
  handoverInvalid: 'توکن ورود معتبر نیست یا منقضی شده است',
  handoverOwnOnly: 'در نسخهٔ نمایشی فقط حساب خودتان را می‌توانید واگذار کنید',
  settingSaved: 'تنظیمات ورود ذخیره شد',
  scanTotp: 'کد QR را با برنامه احراز هویت اسکن کنید و کد آن را وارد کنید',
  invalidRequest: 'اطلاعات ارسالی معتبر نیست',
  malformedJson: 'قالب درخواست معتبر نیست',
  required: 'این فیلد الزامی است',
  mustBeText: 'مقدار این فیلد باید متن باشد',
  mustBeNumber: 'مقدار این فیلد باید عدد باشد',
  creditAdded: 'اعتبار حساب افزایش یافت',
} as const;

/**
 * The server's refusals of the two-step, impersonation and code-limit rules. Kept apart from
 * authMessages so that the panel's first download, which never shows them itself, does not carry them.
 */
export const securityMessages = {
  /** A code login on an account whose second step is the SMS code: the password must come too. */
  passwordStepNeeded:
    'ورود دومرحله‌ای این حساب روشن است؛ با رمز عبور وارد شوید تا کد مرحله دوم برایتان فرستاده شود',
  secondStepNeeded: 'مرحله دوم ورود: کد برنامه احراز هویت را وارد کنید',
  authenticatorNeeded: 'کد برنامه احراز هویت را وارد کنید',
  impersonationRefused: 'در نشستی که از پنل مدیریت باز شده است این کار مجاز نیست',
  mobileDailyLimit: 'سقف ارسال کد به این شماره برای امروز پر شده است؛ فردا دوباره تلاش کنید',
  mobileCodeInvalid: 'کد تأیید شماره موبایل معتبر نیست یا منقضی شده است؛ دوباره کد بگیرید',
} as const;

/** The SMS (or call) that carries a one-time code; the code follows the text. */
export const codeSmsTexts = {
  login: 'کد ورود شما به پیامک',
  second_step: 'کد تأیید ورود شما به پیامک',
  forgot_password: 'کد بازیابی رمز عبور شما در پیامک',
  register: 'کد تأیید شماره موبایل شما برای ثبت‌نام در پیامک',
  two_step: 'کد تأیید تغییر ورود دومرحله‌ای شما در پیامک',
} as const;
