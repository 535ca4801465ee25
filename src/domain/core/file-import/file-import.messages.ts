// One Persian message per way a file import can fail. The five the
// upload rules name come from messages.ts; the refusals of damaged, locked or oversized Excel files are ours.

import { messages } from '../messages.ts';
import type { FileImportErrorCode } from './types.ts';

export const fileImportMessages: Readonly<Record<FileImportErrorCode, string>> = {
  empty: messages.fileEmpty,
  'invalid-format': messages.fileInvalidFormat,
  'no-mobile-column': messages.fileMobileColumnMissing,
  'no-message-column': 'ستون متن پیام در فایل وجود ندارد',
  'no-valid-numbers': messages.fileNoValidNumbers,
  'too-many-records': messages.fileTooManyRecords,
  'peer-to-peer-excel-only': messages.peerToPeerExcelOnly,
  damaged: 'فایل اکسل ناقص یا خراب است؛ آن را دوباره در اکسل ذخیره کنید',
  'password-protected': 'فایل اکسل رمزدار است؛ رمز آن را بردارید و دوباره بارگذاری کنید',
  'too-large': 'حجم داده‌های فایل اکسل بیش از حد مجاز است',
  'xls-sector-loop':
    'ساختار فایل اکسل معتبر نیست: بخشی از آن دوباره به خودش برمی‌گردد؛ فایل را دوباره در اکسل ذخیره کنید',
  'xls-stream-too-long':
    'فایل اکسل ناقص است: داده‌ای بیش از حجم خود فایل در آن اعلام شده؛ آن را دوباره در اکسل ذخیره کنید',
  'too-many-strings': 'متن‌های جداگانه‌ی فایل اکسل بیش از حد مجاز است؛ فایل را به چند فایل کوچک‌تر تقسیم کنید',
  'too-many-cells': 'خانه‌های فایل (ردیف‌ها در ستون‌ها) بیش از حد مجاز است؛ ستون‌های اضافه را از فایل حذف کنید',
  'xls-unsupported': 'قالب اکسل ۹۵ و قدیمی‌تر پشتیبانی نمی‌شود؛ فایل را در اکسل با قالب xlsx یا xls ذخیره کنید',
};

/** Refusals of the server's reading of an upload: how many are read at once, and one that fails. */
export const uploadReadMessages = {
  userBusy: 'فایل دیگری از شما در حال خواندن است؛ چند ثانیه‌ی دیگر دوباره تلاش کنید',
  serverBusy: 'سرور در حال خواندن فایل‌های دیگر است؛ چند ثانیه‌ی دیگر دوباره تلاش کنید',
  tooMuchMemory: 'خواندن این فایل بیش از حد مجاز حافظه می‌خواهد؛ فایل را به چند فایل کوچک‌تر تقسیم کنید',
  tooSlow: 'خواندن این فایل بیش از حد طول کشید؛ فایل را به چند فایل کوچک‌تر تقسیم کنید',
  failed: 'خواندن فایل ممکن نشد؛ فایل را دوباره ذخیره و بارگذاری کنید',
  importsUserBusy: 'ورود فایل دیگری از شما در جریان است؛ پس از پایان آن دوباره تلاش کنید',
  importsServerBusy: 'سرور در حال ورود فایل‌های دیگر است؛ چند دقیقه‌ی دیگر دوباره تلاش کنید',
} as const;
