// The agreements a user accepts for a sender line before sending from it (numbers/agreement-list,
// numbers/assign-agreement). The provider writes the agreements.
export const agreementsSql = `
  create table agreements (
    id integer primary key,
    title text not null,
    body text not null
  );
  create table sender_line_agreements (
    user_id bigint not null references users (id) on delete cascade,
    sender_line_id bigint not null references sender_lines (id) on delete cascade,
    agreement_id integer not null references agreements (id),
    accepted_at timestamptz not null,
    primary key (user_id, sender_line_id, agreement_id)
  );
  insert into agreements (id, title, body) values
    (1, 'تعهدنامه ارسال پیامک تبلیغاتی',
     'متعهد می‌شوم پیامک تبلیغاتی را فقط به مخاطبانی بفرستم که اجازه داده‌اند، عبارت لغو۱۱ را حذف نکنم و درخواست لغو را همان روز اجرا کنم.'),
    (2, 'قوانین محتوای پیامک',
     'محتوای پیامک نباید خلاف قوانین جمهوری اسلامی ایران، گمراه‌کننده یا توهین‌آمیز باشد و مسئولیت آن با ارسال‌کننده است.');
`;
