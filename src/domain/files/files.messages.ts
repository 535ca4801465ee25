// What an exported spreadsheet shows its reader: each export's sheet name and column headers (the
// columns in the order the export writes them), and the words its cells use.
export const exportTexts = {
  recipients: {
    sheetName: (bulkId: number) => `گیرندگان ارسال ${bulkId}`,
    header: ['شماره گیرنده', 'وضعیت', 'تعداد بخش', 'متن پیام', 'زمان ارسال', 'زمان وضعیت نهایی'],
  },
  systemSends: {
    sheetName: 'ارسال‌های سیستمی',
    header: [
      'شناسهٔ ارسال',
      'خط ارسال',
      'نوع ارسال',
      'وضعیت',
      'زمان ثبت',
      'زمان ارسال',
      'تعداد گیرندگان',
      'تعداد ارسال‌شده',
      'تعداد بخش',
      'هزینه (ریال)',
      'متن پیام',
    ],
  },
  inbox: {
    sheetName: 'صندوق دریافت',
    header: ['شناسهٔ پیام', 'فرستنده', 'خط دریافت', 'متن پیام', 'زمان دریافت', 'وضعیت'],
    read: 'خوانده‌شده',
    unread: 'خوانده‌نشده',
  },
} as const;
