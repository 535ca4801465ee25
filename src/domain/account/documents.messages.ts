// The identity documents' Persian messages.
import { messages } from '../core/messages.ts';

export const documentMessages = {
  fileRequired: 'تصویر مدرک را انتخاب کنید',
  oneFile: 'در هر بار فقط یک تصویر بفرستید',
  empty: 'فایل انتخاب‌شده خالی است',
  notAnImage: 'این فایل تصویر نیست؛ یک تصویر JPG، PNG یا GIF انتخاب کنید',
  tooLarge: messages.imageTooLarge,
  approvedLocked: 'مدرک شما تأیید شده است و دیگر قابل تغییر نیست',
  notFound: 'مدرک پیدا نشد',
  reasonRequired: 'دلیل رد مدرک را بنویسید',
  reasonTooLong: 'دلیل رد مدرک طولانی است',
  uploaded: 'تصویر مدرک بارگذاری شد و در انتظار بررسی است',
  reviewed: 'وضعیت بررسی مدرک ثبت شد',
} as const;
