// The account's identity documents (the image itself, in the database, at most 2 MB, one per kind of
// document per user, so a user holds at most two) and the user's choices of SMS and notice per event.
export const accountDocumentsSettingsSql = `
  create table identity_documents (
    id bigserial primary key,
    user_id bigint not null references users(id) on delete cascade,
    kind text not null check (kind in ('national_card', 'registration_notice')),
    mime text not null check (mime in ('image/jpeg', 'image/png', 'image/gif')),
    size integer not null check (size > 0 and size <= 2097152),
    bytes bytea not null check (octet_length(bytes) = size),
    state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
    reason text check (reason is null or char_length(reason) <= 300),
    check ((state = 'rejected') = (reason is not null)),
    uploaded_at timestamptz not null,
    reviewed_at timestamptz,
    unique (user_id, kind)
  );

  create table account_event_settings (
    user_id bigint primary key references users(id) on delete cascade,
    choices jsonb not null,
    updated_at timestamptz not null
  );
`;
