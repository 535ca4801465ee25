// A predefined message and a profile keep when they last changed: an edit made offline carries the
// revision it was made on, and one whose thing changed meanwhile is refused (409), so nothing is
// overwritten unseen.
export const revisionsSql = `
  alter table predefined_messages add column updated_at timestamptz;
  update predefined_messages set updated_at = created_at;
  alter table predefined_messages alter column updated_at set not null;
  alter table predefined_messages alter column updated_at set default now();
  alter table users add column profile_updated_at timestamptz not null default now();
`;
