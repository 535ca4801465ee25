// spec 7, Auth: the calls of the register screen (user/*, acl/package/general_list).
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { authMessages } from '../../domain/auth-messages.ts';
import { CheckExistQuerySchema, RegisterRequestSchema } from '../../domain/schemas/accounts.schema.ts';
import { activityDomains, packages, users } from '../db/schema.ts';
import { register } from '../services/accounts.ts';
import type { ApiCall } from '../services/api-call.ts';
import type { ServerDeps } from '../services/context.ts';
import { signIn } from '../services/login.ts';
import { ok } from '../services/respond.ts';
import { jsonBody, queryParams } from '../services/validate.ts';

const tag = 'accounts';
export const accountCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/user/check_exist',
    summary: 'Is a username (or mobile) already registered: data.exists',
    tag,
    auth: false,
    query: CheckExistQuerySchema,
  },
  {
    method: 'get',
    path: '/user/activity_domain',
    summary: 'Business areas to choose from at registration',
    tag,
    auth: false,
  },
  {
    method: 'get',
    path: '/acl/package/general_list',
    summary: 'The panel packages on sale',
    tag,
    auth: false,
  },
  {
    method: 'post',
    path: '/user/register',
    summary: 'Create an account (real or legal person) and log in: data.token',
    tag,
    auth: false,
    body: RegisterRequestSchema,
    errors: { 422: 'invalid field or username taken' },
  },
];

export function accountRoutes(deps: ServerDeps) {
  return new Hono()
    .get('/user/check_exist', queryParams(CheckExistQuerySchema), async (c) => {
      const { username, mobile } = c.req.valid('query');
      const where = username !== undefined ? eq(users.username, username) : eq(users.mobile, mobile ?? '');
      const found = await deps.orm.select({ id: users.id }).from(users).where(where).limit(1);
      return ok(c, { exists: found.length > 0 });
    })
    .get('/user/activity_domain', async (c) => {
      const items = await deps.orm.select().from(activityDomains).orderBy(asc(activityDomains.id));
      return ok(c, { items, total: items.length, page: 1, limit: items.length });
    })
    .get('/acl/package/general_list', async (c) => {
      const rows = await deps.orm.select().from(packages).orderBy(asc(packages.id));
      const items = rows.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        price: p.price,
        line_count: p.lineCount,
        is_default: p.isDefault,
      }));
      return ok(c, { items, total: items.length, page: 1, limit: items.length });
    })
    .post('/user/register', jsonBody(RegisterRequestSchema), async (c) => {
      const user = await register(deps, c.req.valid('json'));
      return ok(c, await signIn(deps, user), authMessages.registered, 201);
    });
}
