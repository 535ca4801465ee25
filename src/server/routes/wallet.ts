// spec 7, Payment: the credit shown in the header.
import { Hono } from 'hono';
import { CreditDataSchema } from '../../domain/schemas/auth.schema.ts';
import type { ApiCall } from '../services/api-call.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { creditOf } from '../services/credit.ts';
import { ok } from '../services/respond.ts';

export const walletCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/payment/credit/mine',
    summary: "The user's credit in rials: data.credit",
    data: CreditDataSchema,
    tag: 'wallet',
    auth: true,
  },
];

export function walletRoutes(deps: ServerDeps) {
  return new Hono<AuthEnv>().get('/payment/credit/mine', requireAuth(deps.db), async (c) => {
    return ok(c, { credit: await creditOf(deps.orm, c.get('auth').user.id) });
  });
}
