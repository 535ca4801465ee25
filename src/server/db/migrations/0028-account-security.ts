// Where a session was opened from (its address and browser, for the list of sessions), the codes that
// confirm turning the SMS second step on or off, and the one-time recovery codes of the authenticator
// (only their hashes are kept).
export const accountSecuritySql = `
  alter table sessions add column address text;
  alter table sessions add column user_agent text;

  alter table otp_challenges drop constraint otp_challenges_purpose_check;
  alter table otp_challenges add constraint otp_challenges_purpose_check
    check (purpose in ('login', 'second_step', 'forgot_password', 'two_step'));

  create table recovery_codes (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    code_hash text not null,
    created_at timestamptz not null,
    used_at timestamptz
  );
  create index recovery_codes_user on recovery_codes (user_id) where used_at is null;
`;
