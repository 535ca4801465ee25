// A blacklist entry blocks sends to the number, messages from it, or both. The entries made before
// kept only sends from going out, so they stay send entries.
export const blacklistKindsSql = `
  alter table blacklist add column blocks_send boolean not null default true;
  alter table blacklist add column blocks_receive boolean not null default false;
  alter table blacklist add constraint blacklist_blocks_something check (blocks_send or blocks_receive);
`;
