// The sidebar groups, in order. One table feeds the desktop sidebar and the phone menu; an entry a
// colleague's roles do not reach is left out (lib/permissions.ts says which permission each place needs).
export type NavItem = { to: string; label: string };
export type NavGroup = { label: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    label: 'اصلی',
    items: [
      { to: '/dashboard', label: 'پیشخوان' },
      { to: '/send-sms', label: 'ارسال پیامک' },
      { to: '/reports', label: 'گزارش‌ها' },
      { to: '/inbox', label: 'صندوق دریافت' },
      { to: '/predefined-messages', label: 'پیام‌های آماده' },
      { to: '/contacts', label: 'مخاطبان' },
    ],
  },
  {
    label: 'ابزارها',
    items: [
      { to: '/pattern', label: 'الگوها' },
      { to: '/colleagues', label: 'همکاران' },
    ],
  },
  {
    label: 'برنامه‌نویسان',
    items: [
      { to: '/developers/plugins', label: 'افزونه‌ها' },
      { to: '/developers/api-keys', label: 'کلیدهای API' },
      { to: '/developers/documents', label: 'مستندات' },
    ],
  },
  {
    label: 'امور مالی',
    items: [
      { to: '/wallet/credit', label: 'کیف پول' },
      { to: '/wallet/transactions', label: 'تراکنش‌ها' },
      { to: '/file-management', label: 'مدیریت فایل‌ها' },
    ],
  },
  {
    label: 'پشتیبانی',
    items: [
      { to: '/support/tickets', label: 'تیکت‌ها' },
      { to: '/support/contact-info', label: 'اطلاعات تماس' },
    ],
  },
];

/** The phone's bottom bar: the four most used places; the rest are in the menu. */
export const bottomItems: (NavItem & { icon: 'home' | 'send' | 'chart' | 'people' })[] = [
  { to: '/dashboard', label: 'پیشخوان', icon: 'home' },
  { to: '/send-sms', label: 'ارسال', icon: 'send' },
  { to: '/reports', label: 'گزارش‌ها', icon: 'chart' },
  { to: '/contacts', label: 'مخاطبان', icon: 'people' },
];
