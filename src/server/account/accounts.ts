// Registration and the second-step setting of an account.

import { authMessages } from '../../domain/auth/auth.messages.ts';
import type { LoginSettingRequest } from '../../domain/auth/auth.schema.ts';
import type {
  CheckExistRequest,
  PackageListQuery,
  RegisterRequest,
} from '../../domain/auth/registration.schema.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { accountOf, beginAttempt, countedCodeCheck, type Deps } from '../auth/login.ts';
import { dropRecoveryCodes } from '../auth/recovery-codes.ts';
import { checkRegistrationCode, countRegistrationStep, spendRegistrationCode } from '../auth/registration.ts';
import { securityEvent } from '../auth/security-log.ts';
import { type Auth, type SessionUser, userChanged, userFromRow } from '../auth/sessions.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from '../auth/totp.ts';
import { openTotpSecret, sealTotpSecret } from '../auth/totp-seal.ts';
import { hashPassword, verifyPassword } from '../core/secrets.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { openWalletIn } from '../wallet/wallet.ts';

/** The SQLSTATE of a database error (looked for in `cause` too, should a layer wrap it). */
function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ('code' in e && typeof e.code === 'string') return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * Makes the account, once the mobile's code is right: the code is checked before the password is
 * hashed, and every hash is counted against the client's address.
 */
export async function register(deps: Deps, request: RegisterRequest, address: string): Promise<SessionUser> {
  await checkRegistrationCode(deps, request.otp_token, request.mobile, request.otp, address);
  await countRegistrationStep(deps, address);
  const passwordHash = await hashPassword(request.password);
  const [defaultPackage] = await deps.db.query<{ id: number }>(
    'select id from packages where is_default = true',
  );
  const legal = request.person_type === 'legal' ? request : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<Record<string, unknown>>(
        `insert into users (username, password_hash, person_type, first_name, last_name, national_code,
           father_name, birth_date, birth_place, gender, id_number, mobile, email, landline, city_code,
           postal_code, address, website, company_name, registration_number, economic_number,
           company_national_id, registration_date, activity_domain_id, package_id, two_factor, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
           $21, $22, $23, $24, $25, 'none', $26)
         returning *`,
        [
          request.username,
          passwordHash,
          request.person_type,
          request.first_name,
          request.last_name,
          request.national_code,
          request.father_name ?? null,
          request.birth_date ?? null,
          request.birth_place ?? null,
          request.gender ?? null,
          request.id_number ?? null,
          request.mobile,
          request.email ?? null,
          request.landline ?? null,
          request.city_code ?? null,
          request.postal_code ?? null,
          request.address ?? null,
          request.website ?? null,
          legal?.company_name ?? null,
          legal?.registration_number ?? null,
          legal?.economic_number ?? null,
          legal?.company_national_id ?? null,
          legal?.registration_date ?? null,
          request.activity_domain_id ?? null,
          request.package_id ?? defaultPackage?.id ?? null,
          deps.clock.now(),
        ],
      );
      if (!row) throw new Error('insert returned nothing');
      await spendRegistrationCode(tx, request.otp_token, deps.clock.now());
      const user = userFromRow(row);
      await openWalletIn(tx, user.id);
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

/**
 * Changes the second step, confirmed with the password. The password check is counted per account
 * and address like a login's (and locks them alike): a session is no password oracle. A new
 * authenticator secret is kept sealed.
 */
export async function changeLoginSetting(
  deps: Deps,
  auth: Auth,
  request: LoginSettingRequest,
  address: string,
): Promise<LoginSettingResult> {
  const { user } = auth;
  const event = (outcome: 'success' | 'failure', detail: Record<string, unknown>) =>
    securityEvent(deps.db, {
      kind: 'two_step_changed',
      outcome,
      userId: accountOf(user),
      actorId: user.id,
      impersonated: auth.impersonated,
      address,
      detail,
    });
  const attempt = await beginAttempt(deps, [
    ['account', user.username],
    ['address', address],
  ]);
  if (!(await verifyPassword(request.password, user.passwordHash))) {
    event('failure', { reason: 'password', two_factor: request.two_factor });
    throw new ApiError(422, authMessages.wrongCredentials, { password: [authMessages.wrongCredentials] });
  }
  await attempt.succeeded();
  if (request.two_factor !== 'totp') {
    await deps.db.query(
      'update users set two_factor = $1, totp_secret = null, totp_pending_secret = null where id = $2',
      [request.two_factor, user.id],
    );
    // The recovery codes belong to the authenticator they were made with.
    await dropRecoveryCodes(deps.db, user.id);
    await userChanged(deps.db, user.id);
    event('success', { from: user.twoFactor, to: request.two_factor });
    return { two_factor: request.two_factor };
  }
  if (!request.code) {
    const secret = newTotpSecret();
    await deps.db.query('update users set totp_pending_secret = $1 where id = $2', [
      await sealTotpSecret(deps, secret),
      user.id,
    ]);
    await userChanged(deps.db, user.id);
    return { two_factor: user.twoFactor, secret, otpauth_url: otpauthUrl(secret, user.username) };
  }
  const code = request.code;
  const pending = await openTotpSecret(deps, user.id, 'totp_pending_secret', user.totpPendingSecret);
  const step = await countedCodeCheck(deps, user, address, 'two_step', async () => {
    const matched = pending ? matchTotp(pending, code, deps.clock.now()) : null;
    if (matched === null) throw new ApiError(422, authMessages.wrongCode, { code: [authMessages.wrongCode] });
    return matched;
  });
  await deps.db.query(
    `update users set two_factor = 'totp', totp_secret = $1, totp_pending_secret = null, totp_last_step = $2
     where id = $3`,
    [await sealTotpSecret(deps, pending as string), step, user.id],
  );
  await dropRecoveryCodes(deps.db, user.id);
  await userChanged(deps.db, user.id);
  event('success', { from: user.twoFactor, to: 'totp' });
  return { two_factor: 'totp' };
}

/**
 * Is the username (or, asked by mobile, the mobile) already an account's? Counted per address: the
 * register screen may say a name is taken, but nobody may walk the list of accounts.
 */
export async function usernameOrMobileTaken(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  request: CheckExistRequest,
  address: string,
): Promise<boolean> {
  const { wait } = await takeAttempt(db, clock, 'lookup', address);
  if (wait > 0)
    throw new ApiError(
      429,
      authMessages.tooManyAttempts(Math.ceil(wait / 60_000)),
      undefined,
      MESSAGE_CODES.throttled,
    );
  const found =
    request.user_name !== undefined
      ? await db.query('select id from users where username = $1 limit 1', [request.user_name])
      : await db.query('select id from users where mobile = $1 limit 1', [request.mobile ?? '']);
  return found.length > 0;
}

export function activityDomainList(db: Queryable) {
  return db.query<{ id: number; title: string }>('select id, title from activity_domains order by id');
}

// Every package on sale is the provider's own, active, bought online, for an ordinary user.
const PACKAGE_KIND = { type: 'normal', acl_type: 'user', status: 'active', register_type: 'online' };

/** The packages on sale as the published API lists ACL roles, a page at a time. */
export async function packageList(db: Queryable, query: PackageListQuery): Promise<ListPage<PackageItem>> {
  const page = { items: [], total: 0, page: query.page, per_page: query.per_page };
  const kindMismatch =
    (query.type !== undefined && query.type !== PACKAGE_KIND.acl_type) ||
    (query.status !== undefined && query.status !== PACKAGE_KIND.status) ||
    (query.register_type !== undefined && query.register_type !== PACKAGE_KIND.register_type) ||
    (query.special_disc !== undefined && query.special_disc !== 0);
  if (kindMismatch) return page;
  const filters: string[] = [];
  const params: unknown[] = [];
  const filter = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    filters.push(condition(`$${params.length}`));
  };
  if (query.package_id !== undefined) filter((n) => `id = ${n}`, query.package_id);
  if (query.name !== undefined)
    filter((n) => `title ilike ${n}`, `%${query.name.replace(/[%_\\]/g, '\\$&')}%`);
  if (query.price !== undefined) filter((n) => `price = ${n}`, query.price);
  const where = filters.length > 0 ? `where ${filters.join(' and ')}` : '';
  const [total] = await db.query<{ n: number }>(`select count(*)::int as n from packages ${where}`, params);
  const rows = await db.query<PackageRow>(
    `select id, title, description, price::float8 as price, line_count as "lineCount", is_default as "isDefault"
     from packages ${where} order by id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.per_page, (query.page - 1) * query.per_page],
  );
  return { ...page, total: total?.n ?? 0, items: rows.map(packageItem) };
}

export type PackageItem = ReturnType<typeof packageItem>;

type PackageRow = {
  id: number;
  title: string;
  description: string;
  price: number;
  lineCount: number;
  isDefault: boolean;
};

function packageItem(p: PackageRow) {
  return {
    acl_role_id: p.id,
    acl_role_parent_id: 0,
    acl_role_name: p.title,
    price: p.price,
    special_disc: 0,
    min_sms_charge: 0,
    // The catalogue is part of the schema: it has existed since the epoch as far as clients know.
    time: 0,
    user_id: 0,
    type: PACKAGE_KIND.type,
    acl_type: PACKAGE_KIND.acl_type,
    status: PACKAGE_KIND.status,
    priority: null,
    expire_time: null,
    acl_role_type_registration: PACKAGE_KIND.register_type,
    is_transferred: '0',
    election: '0',
    updated_at: '1970-01-01 00:00:00',
    updated_at_man: null,
    description: p.description,
    line_count: p.lineCount,
    is_default: p.isDefault,
  };
}
