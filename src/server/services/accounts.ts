// Registration and the second-step setting of an account.
import { eq } from 'drizzle-orm';
import { authMessages } from '../../domain/auth-messages.ts';
import type { RegisterRequest } from '../../domain/schemas/accounts.schema.ts';
import type { LoginSettingRequest } from '../../domain/schemas/auth.schema.ts';
import { packages, users, wallets } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { Deps } from './login.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import type { SessionUser } from './sessions.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/** The SQLSTATE of a database error; Drizzle wraps the driver's error in `cause`. */
function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ('code' in e && typeof e.code === 'string') return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

export async function register(deps: Deps, request: RegisterRequest): Promise<SessionUser> {
  const passwordHash = await hashPassword(request.password);
  const [defaultPackage] = await deps.orm
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.isDefault, true));
  const legal = request.person_type === 'legal' ? request : null;
  try {
    return await deps.orm.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: request.username,
          passwordHash,
          personType: request.person_type,
          firstName: request.first_name,
          lastName: request.last_name,
          nationalCode: request.national_code,
          fatherName: request.father_name ?? null,
          birthDate: request.birth_date ?? null,
          birthPlace: request.birth_place ?? null,
          gender: request.gender ?? null,
          idNumber: request.id_number ?? null,
          mobile: request.mobile,
          email: request.email ?? null,
          landline: request.landline ?? null,
          cityCode: request.city_code ?? null,
          postalCode: request.postal_code ?? null,
          address: request.address ?? null,
          website: request.website ?? null,
          companyName: legal?.company_name ?? null,
          registrationNumber: legal?.registration_number ?? null,
          economicNumber: legal?.economic_number ?? null,
          companyNationalId: legal?.company_national_id ?? null,
          registrationDate: legal?.registration_date ?? null,
          activityDomainId: request.activity_domain_id ?? null,
          packageId: request.package_id ?? defaultPackage?.id ?? null,
          twoFactor: 'none',
          createdAt: deps.clock.now(),
        })
        .returning();
      if (!user) throw new Error('insert returned nothing');
      await tx.insert(wallets).values({ userId: user.id, balance: 0 });
      return user;
    });
  } catch (error) {
    if (pgCode(error) === '23505') {
      throw new ApiError(422, authMessages.usernameTaken, { username: [authMessages.usernameTaken] });
    }
    // A foreign key to a list item that does not exist.
    if (pgCode(error) === '23503') {
      throw new ApiError(422, authMessages.invalidRequest, {
        activity_domain_id: [authMessages.invalidRequest],
      });
    }
    throw error;
  }
}

export type LoginSettingResult = {
  two_factor: SessionUser['twoFactor'];
  secret?: string;
  otpauth_url?: string;
};

export async function changeLoginSetting(
  deps: Deps,
  user: SessionUser,
  request: LoginSettingRequest,
): Promise<LoginSettingResult> {
  if (!(await verifyPassword(request.password, user.passwordHash))) {
    throw new ApiError(422, authMessages.wrongCredentials, { password: [authMessages.wrongCredentials] });
  }
  if (request.two_factor !== 'totp') {
    await deps.orm
      .update(users)
      .set({ twoFactor: request.two_factor, totpSecret: null, totpPendingSecret: null })
      .where(eq(users.id, user.id));
    return { two_factor: request.two_factor };
  }
  if (!request.code) {
    const secret = newTotpSecret();
    await deps.orm.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
    return { two_factor: user.twoFactor, secret, otpauth_url: otpauthUrl(secret, user.username) };
  }
  const pending = user.totpPendingSecret;
  const step = pending ? matchTotp(pending, request.code, deps.clock.now()) : null;
  if (step === null) throw new ApiError(422, authMessages.wrongCode, { code: [authMessages.wrongCode] });
  await deps.orm
    .update(users)
    .set({ twoFactor: 'totp', totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
    .where(eq(users.id, user.id));
  return { two_factor: 'totp' };
}
