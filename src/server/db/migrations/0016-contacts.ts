// Contacts as the published API shapes them: a contact is one number in one phonebook (its id is the
// row's), with a title (pre: آقای/خانم), a name, an email and values of the book's features
// (`options`, by feature id). The same number in two of a user's books is one person in two books:
// the person is (user, mobile), read across the rows. Each row carries its book's owner so a
// search across all of a user's books is led by the user, at a provider's size.
//
// Features ("options") are the user's own, enabled or disabled, attached to books. Tags are per
// contact row, as the published show gives them. A book keeps its member count, kept by statement
// triggers so every insert or delete path (add, import, the inbox's senders, deletes) keeps it true
// without counting a million rows on each list.
//
// cancel-11 becomes per line: a reply of 11 to one of the user's lines puts the sender on that
// line's list with the message that did it; an empty line means every line of the user.
export const contactsSql = `
  alter table phonebooks add column updated_at timestamptz;
  update phonebooks set updated_at = created_at;
  alter table phonebooks alter column updated_at set not null;
  alter table phonebooks add column member_count integer not null default 0;
  update phonebooks p set member_count = (select count(*) from phonebook_numbers n where n.phonebook_id = p.id);

  alter table phonebook_numbers add column user_id bigint references users (id) on delete cascade;
  update phonebook_numbers n set user_id = p.user_id from phonebooks p where p.id = n.phonebook_id;
  alter table phonebook_numbers alter column user_id set not null;
  alter table phonebook_numbers add column pre text not null default '';
  alter table phonebook_numbers add column name text not null default '';
  update phonebook_numbers set name = trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''));
  alter table phonebook_numbers drop column first_name;
  alter table phonebook_numbers drop column last_name;
  alter table phonebook_numbers add column email text not null default '';
  alter table phonebook_numbers add column options jsonb not null default '{}'::jsonb;
  alter table phonebook_numbers add column updated_at timestamptz;
  update phonebook_numbers set updated_at = created_at;
  alter table phonebook_numbers alter column updated_at set not null;

  create index phonebook_numbers_book_id on phonebook_numbers (phonebook_id, id);
  create index phonebook_numbers_user_id on phonebook_numbers (user_id, id);
  create index phonebook_numbers_user_mobile on phonebook_numbers (user_id, mobile text_pattern_ops);
  create index phonebook_numbers_user_name on phonebook_numbers (user_id, lower(name) text_pattern_ops);

  create function phonebook_count_added() returns trigger language plpgsql as $$
  begin
    update phonebooks p set member_count = p.member_count + a.n, updated_at = greatest(p.updated_at, a.at)
    from (select phonebook_id, count(*)::int as n, max(created_at) as at from added group by phonebook_id) a
    where p.id = a.phonebook_id;
    return null;
  end $$;
  create function phonebook_count_removed() returns trigger language plpgsql as $$
  begin
    update phonebooks p set member_count = greatest(0, p.member_count - r.n)
    from (select phonebook_id, count(*)::int as n from removed group by phonebook_id) r
    where p.id = r.phonebook_id;
    return null;
  end $$;
  create trigger phonebook_numbers_added after insert on phonebook_numbers
    referencing new table as added for each statement execute function phonebook_count_added();
  create trigger phonebook_numbers_removed after delete on phonebook_numbers
    referencing old table as removed for each statement execute function phonebook_count_removed();

  create table contact_options (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    title text not null,
    latin_title text not null,
    type text not null check (type in ('string', 'date', 'int')),
    enabled boolean not null default true,
    created_at timestamptz not null,
    unique (user_id, latin_title)
  );
  create table phonebook_options (
    phonebook_id bigint not null references phonebooks (id) on delete cascade,
    option_id bigint not null references contact_options (id) on delete cascade,
    primary key (phonebook_id, option_id)
  );
  create index phonebook_options_option on phonebook_options (option_id);

  create table contact_tags (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    number_id bigint not null references phonebook_numbers (id) on delete cascade,
    phonebook_id bigint not null references phonebooks (id) on delete cascade,
    tag text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (number_id, tag)
  );
  create index contact_tags_user_tag on contact_tags (user_id, tag);

  alter table cancel_11 drop constraint cancel_11_pkey;
  alter table cancel_11 add column id bigserial primary key;
  alter table cancel_11 add column line text not null default '';
  alter table cancel_11 add column message text;
  alter table cancel_11 add column inbox_message_id bigint references inbox_messages (id) on delete set null;
  create unique index cancel_11_user_mobile_line on cancel_11 (user_id, mobile, line);
`;
