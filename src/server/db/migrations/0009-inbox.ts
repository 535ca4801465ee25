// Keyword sends reach the numbers that texted a keyword to the user's lines, so the messages
// those lines receive are kept here. The inbox screens (report/messages-inbox, read, delete,
// export) read the same table.
export const inboxSql = `
  create table inbox_messages (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    sender_line_id bigint not null references sender_lines (id) on delete cascade,
    from_mobile text not null check (from_mobile ~ '^98[0-9]{10}$'),
    text text not null,
    received_at timestamptz not null,
    read_at timestamptz
  );
  create index inbox_messages_user_received on inbox_messages (user_id, received_at desc, id desc);
`;
