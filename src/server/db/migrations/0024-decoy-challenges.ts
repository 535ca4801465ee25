// A code asked for an unknown username gets a challenge row like a known one's (no account, the
// username it was asked for kept beside it): answering or resending it then goes exactly as it would for
// an account, wrong code by wrong code, so no follow-up tells whether the username exists.
export const decoyChallengesSql = `
  alter table otp_challenges alter column user_id drop not null;
  alter table otp_challenges add column decoy_for text;
  alter table otp_challenges add constraint otp_challenges_owner
    check ((user_id is null) <> (decoy_for is null));
  create index otp_challenges_decoy on otp_challenges (decoy_for, created_at) where decoy_for is not null;
`;
