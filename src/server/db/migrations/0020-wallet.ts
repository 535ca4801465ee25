// The wallet area: payments online and by transfer, the ledger's links,
// the low-balance alert, the provider's payment methods and promotions, and the simulated bank.
//
// The ledger: `wallet_transactions` is every change of a balance, with the balance after it. Each row
// now says what it is (`kind`) and what it belongs to: the send a debit or a refund was for
// (`bulk_id`, so the transactions list links to its report) or the payment a deposit credited
// (`payment_id`). A payment is credited exactly once because the database holds one deposit per
// payment at most (`wallet_transactions_payment`): the bank's callback, a reload of the result page and
// the reconciler may all try; one insert wins, the others find it done.
//
// `payments` holds both kinds. Online (`method` online): `amount` is what the wallet gets, `tax` the
// 10% on top, the payer pays amount + tax at the gateway (`authority` is the gateway's token for it);
// states pending → paid (credited) or failed (cancelled at the bank, or the bank said no). A transfer
// (card_to_card, bank_pay): `amount` is what was transferred, the wallet gets amount less 10% (`tax`
// is that 10%); states pending → approved (credited) or rejected. A reference used once is refused
// again while its payment is not rejected (`payments_reference`).
//
// `bank_gateway_payments` is the simulated bank's own book (a real gateway keeps it on its side): what
// it was asked to take, where to call back, and whether the payer paid; the provider's `payments`
// learn of it only through the callback or by asking (verify).
export const walletSql = `
  alter table wallet_transactions add column kind text not null default 'other'
    check (kind in ('send', 'refund', 'online', 'card_to_card', 'bank_pay', 'demo', 'other'));
  alter table wallet_transactions add column bulk_id bigint references bulks (id) on delete set null;
  alter table wallet_transactions add column payment_id bigint;
  update wallet_transactions set kind = 'send',
      bulk_id = (select b.id from bulks b where b.id = substring(description from '([0-9]+)$')::bigint
                 and b.user_id = wallet_transactions.user_id)
    where type = 'withdrawal' and description like 'ارسال پیامک، شناسه ارسال %';
  update wallet_transactions set kind = 'refund',
      bulk_id = (select b.id from bulks b where b.id = substring(description from '([0-9]+)$')::bigint
                 and b.user_id = wallet_transactions.user_id)
    where type = 'deposit' and description like 'بازگشت مبلغ ارسال متوقف‌شده، شناسه ارسال %';
  update wallet_transactions set kind = 'demo' where description = 'افزایش اعتبار آزمایشی';
  create index wallet_transactions_bulk on wallet_transactions (bulk_id) where bulk_id is not null;

  create table payments (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    method text not null check (method in ('online', 'card_to_card', 'bank_pay')),
    amount bigint not null check (amount > 0),
    tax bigint not null default 0 check (tax >= 0),
    -- today's promotion on an online payment: extra rials the wallet gets beside the amount.
    bonus bigint not null default 0 check (bonus >= 0),
    state text not null check (state in ('pending', 'paid', 'failed', 'approved', 'rejected')),
    description text not null default '',
    -- online: the gateway's token, where the panel returns to, the bank's reference once paid.
    authority text unique,
    ui_callback text,
    bank_reference text,
    -- transfers: the payer's card (card to card), the provider's card or account it went to, the
    -- reference or slip number, and when the payer says the transfer was made.
    source_card text,
    source_owner text,
    target text,
    reference_code text,
    submitted_at timestamptz,
    admin_comment text,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    settled_at timestamptz
  );
  create index payments_user on payments (user_id, id desc);
  create index payments_pending on payments (method, created_at) where state = 'pending';
  create unique index payments_reference on payments (method, reference_code)
    where reference_code is not null and state <> 'rejected';
  alter table wallet_transactions add constraint wallet_transactions_payment_fk
    foreign key (payment_id) references payments (id) on delete set null;
  create unique index wallet_transactions_payment on wallet_transactions (payment_id)
    where payment_id is not null;

  -- The simulated bank's book of payments it was asked to take.
  create table bank_gateway_payments (
    authority text primary key,
    merchant_payment_id bigint not null,
    amount bigint not null check (amount > 0),
    callback_url text not null,
    description text not null default '',
    state text not null check (state in ('waiting', 'paid', 'cancelled')),
    reference bigint,
    card_mask text,
    created_at timestamptz not null,
    decided_at timestamptz
  );

  -- The low-balance alert: on or off, a threshold of at least 200,000 rials; tripped is set
  -- when the balance went below it and the SMS was sent, and cleared when it is back above.
  create table wallet_alerts (
    user_id bigint primary key references users (id) on delete cascade,
    enabled boolean not null default true,
    threshold bigint not null default 200000 check (threshold >= 200000),
    tripped boolean not null default false,
    tripped_at timestamptz,
    updated_at timestamptz not null
  );

  -- The provider's cards and account transfers go to (user/setting/payment_method_list).
  create table payment_methods (
    id serial primary key,
    kind text not null check (kind in ('card', 'account')),
    number text not null,
    sheba text,
    bank text not null,
    owner text not null,
    position integer not null default 0
  );
  insert into payment_methods (kind, number, sheba, bank, owner, position) values
    ('card', '6037997599991234', null, 'بانک ملی ایران', 'شرکت پیامک‌رسان پارس', 1),
    ('card', '6104337812345678', null, 'بانک ملت', 'شرکت پیامک‌رسان پارس', 2),
    ('account', '0101234567001', 'IR820170000000101234567001', 'بانک ملی ایران', 'شرکت پیامک‌رسان پارس', 3);

  -- A day's promotion on online top-ups (payment/promotion/today-charge): extra percent of the amount.
  create table payment_promotions (
    id serial primary key,
    starts_on date not null,
    ends_on date not null,
    percent integer not null check (percent between 1 and 100),
    min_amount bigint not null default 0,
    title text not null,
    check (ends_on >= starts_on)
  );
`;
