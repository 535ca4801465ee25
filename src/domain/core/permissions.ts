// The colleague permissions: what an owner grants in an access role. Each is `<area>.<verb>` with a
// Persian title, grouped by area under the area's Persian name. Every declared call names one of these
// (or `owner`, or none: open to every member), so a new call cannot exist without a permission a role
// can grant or withhold; the server's guard (server/http/permissions.ts) and the roles' permission
// list (acl/partner/permission_list) both read this catalogue.

type Entry = { readonly name: string; readonly title: string };
type Area = { readonly area: string; readonly title: string; readonly permissions: readonly Entry[] };

/** Every permission a role may hold, grouped by area, in the order the role form shows them. */
export const PERMISSION_AREAS = [
  {
    area: 'send',
    title: 'ارسال پیامک',
    permissions: [
      { name: 'send.sms', title: 'ارسال پیامک، محاسبهٔ هزینه و توقف ارسال' },
      { name: 'send.lines', title: 'تنظیم خط ارسال پیش‌فرض و پذیرش تعهدنامهٔ خط' },
    ],
  },
  {
    area: 'reports',
    title: 'گزارش‌ها',
    permissions: [
      { name: 'reports.view', title: 'مشاهدهٔ گزارش ارسال‌ها' },
      { name: 'reports.export', title: 'خروجی گرفتن از گزارش‌ها' },
    ],
  },
  {
    area: 'inbox',
    title: 'صندوق دریافت',
    permissions: [
      { name: 'inbox.view', title: 'مشاهدهٔ پیام‌های دریافتی' },
      { name: 'inbox.manage', title: 'حذف پیام‌های دریافتی و افزودن فرستنده به دفترچه تلفن' },
      { name: 'inbox.export', title: 'خروجی گرفتن از صندوق دریافت' },
    ],
  },
  {
    area: 'contacts',
    title: 'مخاطبان',
    permissions: [
      { name: 'contacts.view', title: 'مشاهدهٔ دفترچه‌های تلفن و مخاطبان' },
      { name: 'contacts.edit', title: 'ساخت، ویرایش و حذف دفترچه تلفن، مخاطب، برچسب و لیست سیاه' },
      { name: 'contacts.import', title: 'ورود مخاطبان از فایل' },
      { name: 'contacts.export', title: 'خروجی گرفتن از مخاطبان' },
    ],
  },
  {
    area: 'patterns',
    title: 'الگوها',
    permissions: [
      { name: 'patterns.view', title: 'مشاهدهٔ الگوها' },
      { name: 'patterns.edit', title: 'ساخت، ویرایش و حذف الگو' },
    ],
  },
  {
    area: 'predefined',
    title: 'پیام‌های آماده',
    permissions: [
      { name: 'predefined.view', title: 'مشاهدهٔ پیام‌های آماده' },
      { name: 'predefined.edit', title: 'ساخت، ویرایش و حذف پیام آماده و گروه' },
    ],
  },
  {
    area: 'wallet',
    title: 'امور مالی',
    permissions: [
      { name: 'wallet.view', title: 'مشاهدهٔ اعتبار و تراکنش‌ها' },
      { name: 'wallet.pay', title: 'افزایش اعتبار' },
      { name: 'wallet.export', title: 'خروجی گرفتن از تراکنش‌ها' },
    ],
  },
  {
    area: 'files',
    title: 'مدیریت فایل‌ها',
    permissions: [{ name: 'files.view', title: 'مشاهده، دریافت و حذف فایل‌ها' }],
  },
  {
    area: 'developers',
    title: 'برنامه‌نویسان',
    permissions: [
      { name: 'developers.keys', title: 'ساخت، مشاهده و حذف کلیدهای API' },
      { name: 'developers.logs', title: 'مشاهدهٔ گزارش فراخوانی‌های API' },
      { name: 'developers.webhooks', title: 'مدیریت وب‌هوک‌ها' },
    ],
  },
  {
    area: 'support',
    title: 'پشتیبانی',
    permissions: [{ name: 'support.tickets', title: 'ثبت و پیگیری تیکت‌ها' }],
  },
] as const satisfies readonly Area[];

/** A permission a role may hold. */
export type PermissionName = (typeof PERMISSION_AREAS)[number]['permissions'][number]['name'];

/** Every permission's name, in the catalogue's order. */
export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSION_AREAS.flatMap((area) =>
  area.permissions.map((entry) => entry.name),
);

const known: ReadonlySet<string> = new Set(PERMISSION_NAMES);

/** Whether a name is in the catalogue. */
export const isPermission = (name: string): name is PermissionName => known.has(name);

/** The Persian title of a permission, or the name itself when it is unknown. */
export function permissionTitle(name: string): string {
  for (const area of PERMISSION_AREAS)
    for (const entry of area.permissions) if (entry.name === name) return entry.title;
  return name;
}
