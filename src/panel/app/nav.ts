import type { CallPermission } from '../../domain/core/call.ts';

// The sidebar groups, in order. One table feeds the desktop sidebar and the phone menu.
/**
 * An entry names the permission its screen's list needs: a colleague whose roles lack it does not see
 * the entry (the server refuses the screen's calls anyway).
 */
export type NavItem = { to: string; label: string; permission?: CallPermission };
export type NavGroup = { label: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    label: 'اصلی',
    items: [
      { to: '/dashboard', label: 'پیشخوان' },
      { to: '/send-sms', label: 'ارسال پیامک', permission: 'send.sms' },
      { to: '/reports', label: 'گزارش‌ها', permission: 'reports.view' },
      { to: '/inbox', label: 'صندوق دریافت', permission: 'inbox.view' },
      { to: '/predefined-messages', label: 'پیام‌های آماده', permission: 'predefined.view' },
      { to: '/contacts', label: 'مخاطبان', permission: 'contacts.view' },
    ],
  },
  {
    label: 'ابزارها',
    items: [
      { to: '/pattern', label: 'الگوها', permission: 'patterns.view' },
      { to: '/colleagues', label: 'همکاران', permission: 'owner' },
    ],
  },
  {
    label: 'برنامه‌نویسان',
    items: [
      { to: '/developers/plugins', label: 'افزونه‌ها' },
      { to: '/developers/api-keys', label: 'کلیدهای API', permission: 'developers.keys' },
      { to: '/developers/documents', label: 'مستندات' },
    ],
  },
  {
    label: 'امور مالی',
    items: [
      { to: '/wallet/credit', label: 'کیف پول', permission: 'wallet.view' },
      { to: '/wallet/transactions', label: 'تراکنش‌ها', permission: 'wallet.view' },
      { to: '/file-management', label: 'مدیریت فایل‌ها', permission: 'files.view' },
    ],
  },
  {
    label: 'پشتیبانی',
    items: [
      { to: '/support/tickets', label: 'تیکت‌ها', permission: 'support.tickets' },
      { to: '/support/contact-info', label: 'اطلاعات تماس' },
    ],
  },
];

/** The phone's bottom bar: the four most used places; the rest are in the menu. */
export const bottomItems: (NavItem & { icon: 'home' | 'send' | 'chart' | 'people' })[] = [
  { to: '/dashboard', label: 'پیشخوان', icon: 'home' },
  { to: '/send-sms', label: 'ارسال', permission: 'send.sms', icon: 'send' },
  { to: '/reports', label: 'گزارش‌ها', permission: 'reports.view', icon: 'chart' },
  { to: '/contacts', label: 'مخاطبان', permission: 'contacts.view', icon: 'people' },
];

/** Places outside the menus whose screens need a permission too (or, more specific, none). */
const otherPlaces: NavItem[] = [
  { to: '/developers/api-calls', label: 'گزارش فراخوانی‌ها', permission: 'developers.logs' },
  { to: '/profile/security-setting', label: 'امنیت' },
  { to: '/profile', label: 'مشاهده پروفایل', permission: 'owner' },
];

const places = [...otherPlaces, ...navGroups.flatMap((group) => group.items)];

/**
 * The permission a path's screen needs: its place's, the longest matching one (`/send-sms/quick` is
 * the send's), for links made elsewhere (quick access, the profile menu).
 */
export function permissionOf(path: string): CallPermission | undefined {
  let found: NavItem | undefined;
  for (const place of places)
    if ((path === place.to || path.startsWith(`${place.to}/`)) && place.to.length > (found?.to.length ?? -1))
      found = place;
  return found?.permission;
}
