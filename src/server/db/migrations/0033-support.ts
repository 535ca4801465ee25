// Support tickets: a ticket with its opening message, the conversation's messages (the user's and
// support's), and their files (in the database, each at most 2 MB, at most five per message). The
// categories and frequently asked questions are the provider's catalogue, in the domain.
export const supportSql = `
  create table tickets (
    id bigserial primary key,
    user_id bigint not null references users(id) on delete cascade,
    category_id integer not null,
    sub_category_id integer not null,
    subject text not null check (char_length(subject) <= 200),
    description text not null check (char_length(description) <= 5000),
    state_id smallint not null check (state_id between 1 and 6),
    sms_notification boolean not null default false,
    rate smallint check (rate between 1 and 5),
    rate_comment text check (char_length(rate_comment) <= 500),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    closed_at timestamptz
  );
  create index tickets_user on tickets (user_id, updated_at desc);

  create table ticket_interactions (
    id bigserial primary key,
    ticket_id bigint not null references tickets(id) on delete cascade,
    author text not null check (author in ('user', 'support')),
    agent_name text,
    description text not null check (char_length(description) <= 5000),
    rate smallint check (rate between 1 and 5),
    seen boolean not null default false,
    created_at timestamptz not null
  );
  create index ticket_interactions_ticket on ticket_interactions (ticket_id, id);

  create table ticket_attachments (
    id bigserial primary key,
    ticket_id bigint not null references tickets(id) on delete cascade,
    interaction_id bigint references ticket_interactions(id) on delete cascade,
    user_id bigint not null references users(id) on delete cascade,
    name text not null check (char_length(name) <= 100),
    mime text not null check (mime in ('image/jpeg', 'image/png', 'image/gif', 'application/pdf')),
    size integer not null check (size > 0 and size <= 2097152),
    bytes bytea not null check (octet_length(bytes) = size),
    created_at timestamptz not null
  );
  create index ticket_attachments_ticket on ticket_attachments (ticket_id);
`;
