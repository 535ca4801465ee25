// Patterns: a user's templates with variables, reviewed by the provider before
// they can be sent, and the provider's systemic patterns every user may send as they are.
//
// The live version is the row's own columns, in the published API's form: the message with its
// variables between `delimiter`s (`%code%`), `status` one of the documented pattern_status values
// (pending, active, inactive = not confirmed, confirmed, rejected). An edit of a confirmed pattern
// does not touch the live version: the second version waits in `revision` (the documented
// *_revision fields, as one jsonb: title, description, message, delimiter, variable, is_share,
// website, status, admin_comment) until it is reviewed; confirmed, it becomes the live version.
// An edit of a pending or rejected pattern replaces it and is reviewed again. `review_at` is when
// the simulated reviewer looks at the pattern (or its revision) next; null when nothing waits.
//
// A colleague is a user whose `parent_id` is the account owner; the colleagues area grows
// this. A shared pattern (is_share) may be sent by the owner's colleagues, and no one else's.
export const patternsSql = `
  alter table users add column parent_id bigint references users (id) on delete cascade;
  create index users_parent on users (parent_id) where parent_id is not null;

  create table patterns (
    id bigserial primary key,
    -- null: a systemic pattern of the provider's.
    user_id bigint references users (id) on delete cascade,
    code text not null unique,
    pattern_type text not null default 'normal' check (pattern_type in ('normal', 'systemic')),
    title text,
    description text not null default '',
    message text not null,
    delimiter text not null default '%',
    -- [{name, type: string|integer|date, len}]
    variables jsonb not null default '[]'::jsonb,
    is_share boolean not null default false,
    website text,
    status text not null check (status in ('pending', 'active', 'inactive')),
    admin_comment text,
    revision jsonb,
    review_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check (pattern_type = 'systemic' or user_id is not null)
  );
  create index patterns_user on patterns (user_id, id desc);
  create index patterns_review on patterns (review_at) where review_at is not null;

  insert into patterns (user_id, code, pattern_type, title, description, message, delimiter, variables,
      status, admin_comment, created_at, updated_at) values
    (null, 'sys-login-code', 'systemic', 'کد ورود', 'کد یک‌بار مصرف ورود به سایت یا اپلیکیشن',
      'کد ورود شما به %brand%: %code%' || chr(10) || 'این کد را به کسی ندهید.', '%',
      '[{"name":"brand","type":"string","len":20},{"name":"code","type":"integer","len":8}]'::jsonb,
      'active', 'متن الگو مورد تأیید است.', now(), now()),
    (null, 'sys-order-confirm', 'systemic', 'تأیید سفارش', 'خبر ثبت سفارش به خریدار',
      'سفارش %order% در %brand% ثبت شد. مبلغ: %amount% ریال', '%',
      '[{"name":"order","type":"string","len":20},{"name":"brand","type":"string","len":20},{"name":"amount","type":"integer","len":12}]'::jsonb,
      'active', 'متن الگو مورد تأیید است.', now(), now()),
    (null, 'sys-appointment', 'systemic', 'یادآوری نوبت', 'یادآوری نوبت به مراجعه‌کننده',
      '%name% عزیز، نوبت شما در %brand% روز %date% است.', '%',
      '[{"name":"name","type":"string","len":20},{"name":"brand","type":"string","len":20},{"name":"date","type":"date","len":10}]'::jsonb,
      'active', 'متن الگو مورد تأیید است.', now(), now()),
    (null, 'sys-delivery', 'systemic', 'ارسال مرسوله', 'خبر ارسال سفارش با کد رهگیری',
      'سفارش شما از %brand% ارسال شد. کد رهگیری پست: %tracking%', '%',
      '[{"name":"brand","type":"string","len":20},{"name":"tracking","type":"integer","len":24}]'::jsonb,
      'active', 'متن الگو مورد تأیید است.', now(), now());
`;
