// Who the account is: the caller's own row of users, read and corrected. A changed national code is
// asked of the identity registry with the mobile in use, a changed birth date with the national code;
// a mismatch is refused on its field and nothing is written.
import { accountMessages } from '../../domain/account/account.messages.ts';
import type { ProfileData } from '../../domain/account/account.schema.ts';
import type { Profile } from '../../domain/account/profile.schema.ts';
import { messages } from '../../domain/core/messages.ts';
import { userChanged } from '../auth/sessions.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { refuseStale, revisionOf } from '../http/revision.ts';
import type { IdentityQuestion, IdentityRegistry } from './identity-registry.ts';

const PROFILE_COLUMNS = `username, person_type, first_name, last_name, national_code, father_name, birth_date,
  birth_place, gender, id_number, mobile, email, landline, city_code, postal_code, address, website,
  company_name, registration_number, economic_number, company_national_id, registration_date,
  ${revisionOf('profile_updated_at')} as revision`;

export async function showProfile(db: Queryable, userId: number): Promise<ProfileData> {
  const [row] = await db.query<ProfileData>(`select ${PROFILE_COLUMNS} from users where id = $1`, [userId]);
  if (!row) throw new ApiError(404, messages.notFound);
  return row;
}

/** Asks the registry; throws the refusal (422 on the field at fault) or a 503 when it does not answer. */
export async function requireSamePerson(
  registry: IdentityRegistry,
  question: IdentityQuestion,
  /** Where a mobile mismatch is said: the field the user typed. */
  mobileField: 'national_code' | 'mobile',
): Promise<void> {
  let answer: Awaited<ReturnType<IdentityRegistry['match']>>;
  try {
    answer = await registry.match(question);
  } catch {
    throw new ApiError(503, accountMessages.registryUnavailable);
  }
  const errors: Record<string, string[]> = {};
  if (answer.mobileMatches === false) errors[mobileField] = [messages.mobileNationalCodeMismatch];
  if (answer.birthDateMatches === false) errors.birth_date = [messages.birthDateNationalCodeMismatch];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, first, errors);
}

export async function updateProfile(
  db: Queryable,
  registry: IdentityRegistry,
  userId: number,
  profile: Profile,
  madeOn?: string,
  now: Date = new Date(),
): Promise<ProfileData> {
  const current = await showProfile(db, userId);
  refuseStale(current.revision, madeOn, accountMessages.profileChanged);
  const nationalCodeChanged = profile.national_code !== current.national_code;
  const birthDate = profile.birth_date ?? null;
  if (nationalCodeChanged || (birthDate !== null && birthDate !== current.birth_date)) {
    await requireSamePerson(
      registry,
      {
        nationalCode: profile.national_code,
        ...(nationalCodeChanged ? { mobile: current.mobile } : {}),
        ...(birthDate !== null ? { birthDate } : {}),
      },
      'national_code',
    );
  }
  const legal = profile.person_type === 'legal' ? profile : null;
  const [row] = await db.query<ProfileData>(
    `update users set person_type = $2, first_name = $3, last_name = $4, national_code = $5,
       father_name = $6, birth_date = $7, birth_place = $8, gender = $9, id_number = $10, email = $11,
       landline = $12, city_code = $13, postal_code = $14, address = $15, website = $16, company_name = $17,
       registration_number = $18, economic_number = $19, company_national_id = $20, registration_date = $21,
       profile_updated_at = $22
     where id = $1 and ($23::text is null or ${revisionOf('profile_updated_at')} = $23) returning ${PROFILE_COLUMNS}`,
    [
      userId,
      profile.person_type,
      profile.first_name,
      profile.last_name,
      profile.national_code,
      profile.father_name ?? null,
      birthDate,
      profile.birth_place ?? null,
      profile.gender ?? null,
      profile.id_number ?? null,
      profile.email ?? null,
      profile.landline ?? null,
      profile.city_code ?? null,
      profile.postal_code ?? null,
      profile.address ?? null,
      profile.website ?? null,
      legal?.company_name ?? null,
      legal?.registration_number ?? null,
      legal?.economic_number ?? null,
      legal?.company_national_id ?? null,
      legal?.registration_date ?? null,
      now,
      madeOn ?? null,
    ],
  );
  // Changed between the read and the write: as stale as one changed before.
  if (!row && madeOn !== undefined) refuseStale('', madeOn, accountMessages.profileChanged);
  if (!row) throw new ApiError(404, messages.notFound);
  await userChanged(db, userId);
  return row;
}
