// The patterns area's messages: the editor's rules, the simulated reviewer's comments,
// the pattern and voice-code sends. Apart from the catalogue in messages.ts so that only the screens and
// calls that use them load them (the login's first visit carries messages.ts).
import { formatNumber } from '../core/digits.ts';
import { PATTERN_TEXT_MAX, VOTP_CODE_MAX, VOTP_CODE_MIN } from '../core/limits.ts';

export const patternRuleMessages = {
  patternVariableName: 'نام متغیر باید با حروف انگلیسی و بدون فاصله باشد',
  patternCompanyName: 'نام شرکت باید در متن الگو آمده باشد',
  patternLinkRule: 'لینک باید فعال و مرتبط با موضوع باشد و نمی‌تواند متغیر باشد',
  patternTagsMismatch: 'برچسب‌های متن الگو باید همان متغیرهای تعریف‌شده باشند',
  patternVariableDuplicate: 'نام متغیر تکراری است',
  patternVariableLength: 'طول متغیر باید عددی مثبت باشد',
  patternTextTooLong: `متن الگو نباید بیشتر از ${formatNumber(PATTERN_TEXT_MAX)} کاراکتر باشد`,
  patternVariableMeaningful:
    'نام متغیر باید گویا باشد و بگوید چه مقداری در آن می‌نشیند، نه یک حرف یا حرف و عدد',
  patternVariableType: 'نوع متغیر باید متن، عدد یا تاریخ باشد',
  patternLinkMalformed: 'نشانی لینک کامل و درست نیست',
  patternLinkUnrelated: 'لینک باید به سایت الگو یا زیردامنه‌ای از آن باشد',
  patternLinkVariable: 'لینک نمی‌تواند متغیر باشد یا متغیری در خود داشته باشد',
  patternWebsiteRequired: 'آدرس سایت الگو را وارد کنید',
  patternOnlyVariables: 'متن الگو نمی‌تواند فقط متغیر باشد',
  patternNotFound: 'الگوی مورد نظر یافت نشد',
  patternSystemicReadonly: 'الگوی سیستمی را نمی‌توان ویرایش یا حذف کرد',
  patternSharedReadonly: 'الگوی اشتراکی مدیر حساب را فقط می‌توانید ببینید و ارسال کنید',
  // The simulated reviewer's comments, one per finding, in the provider's tone.
  patternApproved: 'متن الگو مورد تأیید است.',
  patternReviewVariableLatin: 'لطفاً نام متغیرها را با حروف انگلیسی و بدون فاصله بنویسید.',
  patternReviewVariableMeaningful:
    'لطفاً برای متغیرها نامی گویا انتخاب نمایید تا روشن باشد هر متغیر چه مقداری را نشان می‌دهد.',
  patternReviewCompanyName: 'لطفاً نام مجموعه را در متن الگو درج نمایید تا گیرنده متوجه مرجع پیام باشد.',
  patternReviewLinkMalformed: 'لطفاً لینک متن را کامل و درست بنویسید تا گیرنده بتواند آن را باز کند.',
  patternReviewLinkUnrelated: 'لطفاً فقط لینک‌های سایت همین الگو را در متن درج نمایید.',
  patternReviewLinkVariable: 'لینک نمی‌تواند متغیر باشد؛ لطفاً نشانی کامل لینک را در متن الگو بنویسید.',
  patternReviewWebsiteRequired: 'لطفاً آدرس سایت را در الگو درج نمایید تا الگو قابل بررسی باشد.',
  patternReviewWebsiteInvalid: 'لطفاً آدرس سایت الگو را درست وارد نمایید تا الگو قابل بررسی باشد.',
  patternReviewOnlyVariables: 'متن الگو نمی‌تواند فقط متغیر باشد؛ لطفاً متن پیام را کامل بنویسید.',
  patternReviewTextTooLong: `متن الگو بیشتر از ${formatNumber(PATTERN_TEXT_MAX)} کاراکتر است؛ لطفاً آن را کوتاه کنید.`,

  // Sending with a pattern, and the voice code.
  patternCodeRequired: 'کد الگو را وارد کنید',
  patternNotConfirmed: 'الگو هنوز تأیید نشده است و نمی‌توان با آن ارسال کرد',
  patternParamsRequired: 'مقدار متغیرهای الگو را وارد کنید',
  patternOneRecipient: 'ارسال با الگو فقط به یک گیرنده ممکن است',
  votpCodeInvalid: `کد صوتی باید فقط رقم و بین ${formatNumber(VOTP_CODE_MIN)} تا ${formatNumber(VOTP_CODE_MAX)} رقم باشد`,
  votpOneRecipient: 'کد صوتی فقط به یک گیرنده فرستاده می‌شود',

  // The pattern screens.
  patternTextRequired: 'متن الگو را وارد کنید',
} as const;
