// Features an account's plan includes (link tracking): a call that needs one is refused without it,
// with the plan-upgrade code the panel answers with a way to a ticket.
import type { PlanFeature } from '../../domain/core/call.ts';
import { linkTrackerMessages, PLAN_REQUIRED_CODE } from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';

const refusals: Record<PlanFeature, string> = { link_tracker: linkTrackerMessages.planRequired };

export async function requirePlanFeature(db: Queryable, userId: number, feature: PlanFeature): Promise<void> {
  const rows = await db.query('select 1 from plan_features where user_id = $1 and feature = $2', [
    userId,
    feature,
  ]);
  if (rows.length === 0) throw new ApiError(403, refusals[feature], undefined, PLAN_REQUIRED_CODE);
}
