// Accounts (of real and legal persons), sessions, one-time codes, login throttling,
// the simulated SMS outbox, wallets and the reference lists the register form needs.
// Timestamps are timestamptz written from the services' clock, so tests can move time.
export const accountsSql = `
  create table activity_domains (
    id integer primary key,
    title text not null
  );

  create table packages (
    id integer primary key,
    title text not null,
    description text not null,
    price bigint not null,
    line_count integer not null,
    is_default boolean not null default false
  );

  create table users (
    id bigserial primary key,
    username text not null unique,
    password_hash text not null,
    person_type text not null check (person_type in ('real', 'legal')),
    first_name text not null,
    last_name text not null,
    national_code text not null,
    father_name text,
    birth_date text,
    birth_place text,
    gender text check (gender in ('male', 'female')),
    id_number text,
    mobile text not null,
    email text,
    landline text,
    city_code text,
    postal_code text,
    address text,
    website text,
    company_name text,
    registration_number text,
    economic_number text,
    company_national_id text,
    registration_date text,
    activity_domain_id integer references activity_domains (id),
    package_id integer references packages (id),
    two_factor text not null default 'none' check (two_factor in ('none', 'sms', 'totp')),
    totp_secret text,
    totp_pending_secret text,
    totp_last_step bigint,
    created_at timestamptz not null,
    check (person_type = 'real' or company_name is not null)
  );
  create index users_mobile on users (mobile);

  create table sessions (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    token_hash text not null unique,
    impersonated boolean not null default false,
    created_at timestamptz not null,
    revoked_at timestamptz
  );
  create index sessions_user on sessions (user_id);

  -- The provider's admin panel hands a short-lived token to /external-login; it is exchanged once.
  create table handover_tokens (
    token_hash text primary key,
    user_id bigint not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  );

  create table otp_challenges (
    id text primary key,
    user_id bigint not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('login', 'second_step', 'forgot_password')),
    channel text not null check (channel in ('sms', 'voice', 'totp')),
    code_hash text,
    attempts integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    resend_at timestamptz not null,
    consumed_at timestamptz,
    reset_token_hash text unique,
    reset_expires_at timestamptz
  );
  create index otp_challenges_user on otp_challenges (user_id, created_at);

  -- One row per failed attempt; scope 'account', 'address' or 'totp'. Windows are counted, not stored.
  create table auth_failures (
    id bigserial primary key,
    scope text not null,
    key text not null,
    at timestamptz not null
  );
  create index auth_failures_key on auth_failures (scope, key, at);

  create table sms_outbox (
    id bigserial primary key,
    mobile text not null,
    channel text not null check (channel in ('sms', 'voice')),
    body text not null,
    created_at timestamptz not null
  );

  create table wallets (
    user_id bigint primary key references users (id) on delete cascade,
    balance bigint not null default 0
  );

  create table wallet_transactions (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    amount bigint not null check (amount > 0),
    type text not null check (type in ('deposit', 'withdrawal')),
    description text not null,
    balance_after bigint not null,
    created_at timestamptz not null
  );
  create index wallet_transactions_user on wallet_transactions (user_id, created_at desc);

  insert into activity_domains (id, title) values
    (1, 'فروشگاه و خرده‌فروشی'), (2, 'آموزش'), (3, 'پزشکی و سلامت'), (4, 'املاک'),
    (5, 'رستوران و کافه'), (6, 'خدمات مالی و بیمه'), (7, 'فناوری اطلاعات'),
    (8, 'تبلیغات و بازاریابی'), (9, 'حمل و نقل'), (10, 'سایر');

  insert into packages (id, title, description, price, line_count, is_default) values
    (1, 'پایه', 'پنل ارسال با خط اشتراکی', 0, 1, true),
    (2, 'برنزی', 'یک خط اختصاصی و گزارش تحویل', 5000000, 1, false),
    (3, 'نقره‌ای', 'دو خط اختصاصی، وب‌سرویس و الگوها', 12000000, 2, false),
    (4, 'طلایی', 'پنج خط اختصاصی، همکاران و پشتیبانی ویژه', 30000000, 5, false);
`;
