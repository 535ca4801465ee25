// What the dashboard shows: news, quick-access links and banners.
// News and banners are the provider's to publish; quick-access links and the first banners ship as
// defaults a provider may change. A news item with no user_id is for every user.
export const dashboardSql = `
  create table news (
    id bigserial primary key,
    user_id bigint references users(id) on delete cascade,
    title text not null,
    body text not null,
    published_at timestamptz not null default now()
  );
  create index news_feed on news (published_at desc);

  create table quick_access_links (
    id integer primary key,
    title text not null,
    path text not null,
    description text not null,
    position integer not null
  );

  create table banners (
    id integer primary key,
    title text not null,
    description text not null,
    link text,
    tone text not null check (tone in ('primary', 'success', 'warning')),
    position integer not null,
    active boolean not null default true
  );

  insert into quick_access_links (id, title, path, description, position) values
    (1, 'ارسال سریع', '/send-sms/quick', 'پیامک به شماره‌های دلخواه', 1),
    (2, 'ارسال از دفترچه تلفن', '/send-sms/phonebook', 'پیامک به گروهی از مخاطبان', 2),
    (3, 'گزارش‌ها', '/reports', 'وضعیت ارسال‌های ۳۰ روز گذشته', 3),
    (4, 'مخاطبان', '/contacts', 'دفترچه تلفن و لیست سیاه', 4),
    (5, 'افزایش اعتبار', '/wallet/credit', 'شارژ کیف پول', 5),
    (6, 'ثبت تیکت', '/support/create-ticket', 'پرسش از پشتیبانی', 6);

  insert into banners (id, title, description, link, tone, position) values
    (1, 'ارسال روی نقشه', 'محدوده‌ای را روی نقشه بکشید و به ساکنان همان محله پیامک بفرستید.', '/send-sms/map', 'primary', 1),
    (2, 'الگوی کد تأیید', 'پیامک‌های کد تأیید را با الگو، سریع‌تر و بدون صف ارسال کنید.', '/pattern/create', 'success', 2),
    (3, 'هشدار کمبود اعتبار', 'پیش از تمام شدن اعتبار باخبر شوید؛ هشدار را در تنظیمات حساب روشن کنید.', '/profile/settings', 'warning', 3);
`;
