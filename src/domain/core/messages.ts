// The panel's fixed Persian strings, one place. One wording for one thing across every screen,
// message and test; a new string is written to match it. Numbers in messages come from limits.ts.
import { formatNumber, rialsToToman, toPersianDigits } from './digits.ts';
import {
  MAX_FILE_RECORDS,
  MAX_PASTED_NUMBERS,
  MIN_MAP_RECIPIENTS,
  MIN_PASSWORD_LENGTH,
  MIN_PAYMENT_RIALS,
  MIN_WALLET_ALERT_RIALS,
  PAYMENT_REFUND_HOURS,
} from './limits.ts';

export const messages = {
  // The error display rule's fallbacks, then the error catalogue: what a field, a dialog or a call shows.
  sendError: 'خطا در ارسال اطلاعات',
  receiveError: 'خطا در دریافت اطلاعات',
  // A refetch failed while the screen holds an earlier fetch: that data stays, and this says it is not fresh.
  refreshError: 'خطا در دریافت اطلاعات؛ آخرین اطلاعات دریافت‌شده نمایش داده می‌شود.',
  notFound: 'آدرس درخواستی پیدا نشد',
  enterCorrectMobile: 'لطفاً شماره موبایل صحیح وارد کنید',
  wrongWebsite: 'آدرس سایت اشتباه است',
  authError: 'خطا در احراز هویت',
  addressError: 'خطا در تکمیل آدرس',
  selectPhonebook: 'لطفاً دفترچه تلفن را انتخاب کنید',
  wrongCardNumber: 'شماره کارت اشتباه است',
  wrongAccountNumber: 'شماره حساب اشتباه است',
  mobileInvalid: 'شماره موبایل وارد شده نامعتبر است',
  nationalCodeLength: 'کد ملی باید ۱۰ رقم باشد',
  passwordMismatch: 'رمز عبور و تکرار آن یکسان نیست',
  numberInList: 'این شماره در لیست هست',
  numberNotValid: 'شماره معتبر نیست',
  prefixStartsWithZero: 'پیش‌شماره نباید با صفر شروع شود',
  noNumberEntered: 'شماره‌ای وارد نشده است',
  createAccessFirst: 'ابتدا باید دسترسی بسازید',
  accessLimited: 'دسترسی شما محدود است. برای ارتقای سطح دسترسی با مدیر خود هماهنگ کنید.',
  codeExpired: 'زمان مجاز وارد کردن کد به پایان رسید، دوباره تلاش کنید',
  paymentRefund: `در صورت کسر مبلغ، حداکثر تا ${toPersianDigits(PAYMENT_REFUND_HOURS)} ساعت آینده به حساب شما بازگردانده می‌شود`,
  listEmpty: 'لیست خالی است',
  nothingFound: 'موردی یافت نشد',

  // Shell labels.
  profileView: 'مشاهده پروفایل',
  exitPanel: 'خروج از پنل',

  // Fields and identity.
  required: 'این فیلد الزامی است',
  /** A value of the wrong kind or form, where the field's own rule has no message of its own. */
  invalidValue: 'مقدار وارد شده معتبر نیست',
  tooLarge: 'حجم درخواست بیش از حد مجاز است',
  /** The live socket refused: the user already has as many open as allowed. */
  tooManySockets: 'اتصال‌های زنده شما بیش از حد مجاز است؛ زبانه‌ها یا دستگاه‌های دیگر را ببندید',
  done: 'انجام شد',
  digitsOnly: 'فقط عدد وارد کنید',
  latinKeyboardOnly: 'این فیلد را با صفحه‌کلید انگلیسی وارد کنید',
  persianKeyboardOnly: 'این فیلد را با صفحه‌کلید فارسی وارد کنید (ی و ک فارسی، نه عربی)',
  invalidNationalCode: 'کد ملی نامعتبر است',
  invalidEmail: 'آدرس ایمیل نامعتبر است',
  invalidUsername: 'نام کاربری فقط می‌تواند شامل حروف انگلیسی، عدد و خط تیره باشد',
  invalidOtp: 'کد تأیید باید ۶ رقم باشد',
  invalidLandline: 'شماره تلفن ثابت باید حداکثر ۸ رقم باشد',
  invalidCityCode: 'کد شهر باید ۳ رقم باشد',
  invalidPostalCode: 'کد پستی باید ۱۰ رقم باشد',
  invalidRegistrationNumber: 'شماره ثبت باید بین ۳ تا ۱۵ رقم باشد',
  invalidEconomicNumber: 'کد اقتصادی باید بین ۳ تا ۱۲ رقم باشد',
  invalidCompanyNationalId: 'شناسه ملی شرکت باید بین ۳ تا ۱۱ رقم باشد',
  cityCodeWithLandline: 'کد شهر را همراه تلفن ثابت وارد کنید',
  invalidIdNumber: 'شماره شناسنامه نامعتبر است',
  invalidDate: 'تاریخ نامعتبر است',
  invalidIp: 'آدرس IP نامعتبر است',
  mobileNationalCodeMismatch: 'شماره موبایل و کد ملی باید متعلق به یک نفر باشند',
  birthDateNationalCodeMismatch: 'تاریخ تولد و کد ملی باید متعلق به یک نفر باشند',
  invalidImageType: 'فرمت تصویر باید JPG، PNG یا GIF باشد',
  imageTooLarge: 'حجم تصویر نباید بیشتر از ۲ مگابایت باشد',

  // Password.
  passwordTooShort: `رمز عبور باید حداقل ${toPersianDigits(MIN_PASSWORD_LENGTH)} کاراکتر باشد`,
  passwordNeedsUppercase: 'رمز عبور باید حداقل یک حرف بزرگ انگلیسی داشته باشد',
  passwordNeedsLowercase: 'رمز عبور باید حداقل یک حرف کوچک انگلیسی داشته باشد',
  passwordNeedsDigit: 'رمز عبور باید حداقل یک عدد داشته باشد',
  passwordNeedsSpecial: 'رمز عبور باید حداقل یک نماد مانند ! یا @ داشته باشد',
  passwordLatinOnly: 'رمز عبور را با صفحه‌کلید انگلیسی و بدون فاصله وارد کنید',
  passwordContainsUsername: 'رمز عبور نباید شامل نام کاربری باشد',

  // Number entry and sending.
  alreadyEntered: 'این شماره قبلاً وارد شده است',
  numberAlreadyInList: 'این شماره در لیست هست',
  maxNumbersReached: 'به حداکثر تعداد شماره‌ها رسیده‌اید',
  tooManyPastedNumbers: `در هر بار حداکثر ${formatNumber(MAX_PASTED_NUMBERS)} شماره وارد می‌شود`,
  textRequired: 'متن پیامک را وارد کنید',
  contactsRequired: 'گیرندگان را مشخص کنید',
  selectCity: 'لطفاً شهر را انتخاب کنید',
  selectJob: 'لطفاً شغل را انتخاب کنید',
  selectLocation: 'لطفاً محدوده را روی نقشه انتخاب کنید',
  selectSenderLine: 'لطفاً خط ارسال را انتخاب کنید',
  minMapRecipients: `تعداد گیرندگان ارسال روی نقشه باید حداقل ${formatNumber(MIN_MAP_RECIPIENTS)} باشد`,
  fileTypeNotAllowed: 'فرمت فایل باید txt، xlsx یا csv باشد',
  fileTooManyRecords: `تعداد رکوردهای فایل نباید بیشتر از ${formatNumber(MAX_FILE_RECORDS)} باشد`,
  fileMobileColumnMissing: 'ستون شماره موبایل در فایل وجود ندارد',
  fileEmpty: 'فایل خالی است',
  fileInvalidFormat: 'قالب فایل نامعتبر است',
  fileNoValidNumbers: 'شماره معتبری در فایل یافت نشد',
  peerToPeerExcelOnly:
    'برای ارسال نظیر به نظیر فقط فایل اکسل با دو ستون متن پیام و شماره موبایل پذیرفته می‌شود',
  utmLinkInText: 'تا وقتی لینک در متن پیامک هست، نمی‌توان آن را حذف کرد',
  servicePurchaseRequired: 'این سرویس نیاز به خرید پنل دارد؛ برای خرید تیکت ثبت کنید',
  utmNeedsUpgrade: 'ردیابی UTM نیاز به ارتقای طرح دارد',

  // Payment and alerts.
  invalidAmount: 'مبلغ نامعتبر است',
  /** A write that cannot wait in the outbox (a payment, a password, two-step login, an API key) while offline. */
  needsNetwork: 'این کار فقط با اتصال به اینترنت انجام می‌شود؛ پس از وصل شدن دوباره امتحان کنید.',
  /** A write kept in the outbox until the network returns (the screen already shows it). */
  waitsForNetwork: 'در انتظار شبکه',
  /** A request that did not reach the server (no network, the server down): the browser's own words are English. */
  unreachable: 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت را بررسی کنید و دوباره امتحان کنید.',
  /** Said when a write made offline was kept, not sent. */
  keptForNetwork: 'ذخیره شد؛ با وصل شدن اینترنت فرستاده می‌شود.',
  /** A queued edit whose thing changed on the server meanwhile: the user chooses. */
  outboxConflict: 'تغییر کرده؛ انتخاب کنید',
  /** A queued write the server refused. */
  outboxRefused: 'پذیرفته نشد',
  minPayment: `حداقل مبلغ پرداخت ${formatNumber(MIN_PAYMENT_RIALS)} ریال است`,
  minWalletAlert: `حداقل مبلغ هشدار موجودی ${formatNumber(rialsToToman(MIN_WALLET_ALERT_RIALS))} تومان است`,
  paymentSucceeded: 'پرداخت با موفقیت انجام شد',
  paymentFailed: 'پرداخت ناموفق بود',
  invalidCallbackUrl: 'نشانی بازگشت از درگاه نامعتبر است',
  paymentNotFound: 'پرداخت مورد نظر یافت نشد',
  bankUnavailable: 'درگاه بانک در دسترس نیست؛ لحظاتی دیگر دوباره تلاش کنید',
  referenceUsed: 'این شماره پیگیری قبلاً ثبت شده است',
  invalidReferenceCode: 'شماره پیگیری باید بین ۴ تا ۳۰ رقم باشد',
  futureTransferTime: 'زمان واریز نمی‌تواند در آینده باشد',
  unknownPaymentTarget: 'این کارت یا حساب از حساب‌های پیامک‌رسان نیست',
  paymentNotPending: 'این پرداخت دیگر در انتظار تأیید نیست',
  transferSubmitted: 'درخواست شما ثبت شد و پس از بررسی، اعتبار به کیف پول اضافه می‌شود',
  walletAlertSaved: 'تنظیمات هشدار کمبود اعتبار ذخیره شد',
  invalidRange: 'ابتدای بازه نباید بعد از انتهای آن باشد',

  // List calls take page and limit.
  invalidPage: 'شماره صفحه باید عددی صحیح و دست‌کم ۱ باشد',
  invalidLimit: 'تعداد ردیف هر صفحه نامعتبر است',
} as const;

export type MessageKey = keyof typeof messages;

/** A multi-select shows the first labels, then 'and N more'. */
export function andMore(count: number): string {
  return `و ${formatNumber(count)} مورد دیگر`;
}
