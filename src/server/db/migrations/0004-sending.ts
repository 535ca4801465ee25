// Sending: sender lines with a default per user, tariffs as data, bulks and their recipients,
// Idempotency-Key records, and the minimal phonebooks, blacklist and cancel-11 list a send reads
// (the contacts migrations grow them).
//
// Recipients move through `stage`: 0 waiting (for the worker, or for a scheduled time), 1 with the
// operator (status 0 sent, then 1 reached telecom), 2 final (status 2, 3, or 4 blacklisted),
// 3 cancelled before going out. `next_at` is when the worker looks at a row again; the partial
// index holds only rows still moving, so finished sends cost the worker nothing.
export const sendingSql = `
  create table sender_lines (
    id bigserial primary key,
    -- null: a shared line of the provider, offered to every user.
    user_id bigint references users (id) on delete cascade,
    number text not null,
    title text not null,
    created_at timestamptz not null default now()
  );
  create index sender_lines_user on sender_lines (user_id);

  create table sender_line_defaults (
    user_id bigint primary key references users (id) on delete cascade,
    sender_line_id bigint not null references sender_lines (id) on delete cascade
  );

  create table tariffs (
    operator text not null check (operator in ('mci', 'irancell', 'rightel', 'other')),
    encoding text not null check (encoding in ('gsm7', 'ucs2')),
    rials_per_part integer not null check (rials_per_part >= 0),
    primary key (operator, encoding)
  );
  -- Plausible per-part prices, rials; Latin (gsm7) parts cost more, as Iranian providers price them.
  -- The 10% off-first-operator surcharge and the 40-rial legal extra are rules (pricing.ts), not data.
  insert into tariffs (operator, encoding, rials_per_part) values
    ('mci', 'ucs2', 1150), ('mci', 'gsm7', 2750),
    ('irancell', 'ucs2', 1150), ('irancell', 'gsm7', 2750),
    ('rightel', 'ucs2', 1150), ('rightel', 'gsm7', 2750),
    ('other', 'ucs2', 1150), ('other', 'gsm7', 2750);

  create table bulks (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    type text not null,
    sender_line_id bigint not null references sender_lines (id),
    sender_number text not null,
    text text not null,
    parts integer not null,
    encoding text not null check (encoding in ('gsm7', 'ucs2')),
    link_tracking boolean not null default false,
    status text not null check (status in ('scheduled', 'queued', 'sending', 'done', 'cancelled')),
    scheduled_at timestamptz,
    -- The tariffs the send was priced with, so a refund is priced the same way.
    tariffs jsonb not null,
    price bigint not null,
    refunded bigint not null default 0,
    total integer not null,
    pending integer not null,
    status_0 integer not null default 0,
    status_1 integer not null default 0,
    status_2 integer not null default 0,
    status_3 integer not null default 0,
    status_4 integer not null default 0,
    created_at timestamptz not null,
    finished_at timestamptz
  );
  create index bulks_user on bulks (user_id, created_at desc);

  create table bulk_recipients (
    bulk_id bigint not null references bulks (id) on delete cascade,
    idx integer not null,
    mobile text not null,
    -- 0 mci, 1 irancell, 2 rightel, 3 other (pricing.ts OPERATORS order)
    operator smallint not null,
    parts smallint not null,
    status smallint not null check (status between 0 and 4),
    stage smallint not null check (stage between 0 and 3),
    next_at timestamptz,
    sent_at timestamptz,
    done_at timestamptz,
    -- peer to peer only: this recipient's own text.
    text text,
    primary key (bulk_id, idx)
  );
  create index bulk_recipients_due on bulk_recipients (next_at) where stage < 2;

  create table idempotency_keys (
    user_id bigint not null references users (id) on delete cascade,
    key text not null,
    request_hash text not null,
    -- null while the first request runs; then its answer, replayed to every retry.
    response_status integer,
    response_body jsonb,
    created_at timestamptz not null,
    locked_at timestamptz not null,
    primary key (user_id, key)
  );
  create index idempotency_keys_created on idempotency_keys (created_at);

  create table phonebooks (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    title text not null,
    created_at timestamptz not null
  );
  create index phonebooks_user on phonebooks (user_id);

  create table phonebook_numbers (
    id bigserial primary key,
    phonebook_id bigint not null references phonebooks (id) on delete cascade,
    mobile text not null,
    first_name text,
    last_name text,
    created_at timestamptz not null,
    unique (phonebook_id, mobile)
  );

  create table blacklist (
    user_id bigint not null references users (id) on delete cascade,
    mobile text not null,
    created_at timestamptz not null,
    primary key (user_id, mobile)
  );

  create table cancel_11 (
    user_id bigint not null references users (id) on delete cascade,
    mobile text not null,
    created_at timestamptz not null,
    primary key (user_id, mobile)
  );

  -- The provider's shared lines, offered to every user until they have their own.
  insert into sender_lines (user_id, number, title) values
    (null, '10004346', 'خط اشتراکی خدماتی'),
    (null, '2000660110', 'خط اشتراکی تبلیغاتی');
`;
