// A user's predefined messages (پیام‌های
// آماده) and their groups. Deleting a group keeps its messages, ungrouped: a text someone saved is
// never lost to tidying up. A message's group is the same user's (the routes check it).
export const predefinedMessagesSql = `
  create table predefined_message_groups (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    title text not null,
    created_at timestamptz not null default now(),
    unique (user_id, title)
  );

  create table predefined_messages (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    group_id bigint references predefined_message_groups (id) on delete set null,
    title text,
    text text not null,
    created_at timestamptz not null default now()
  );
  -- The list: a user's messages newest first, and a group's.
  create index predefined_messages_user on predefined_messages (user_id, created_at desc, id desc);
  create index predefined_messages_group on predefined_messages (group_id);
`;
