// Patterns: the published pattern calls (docs/pattern). Writes are reviewed by the simulated
// reviewer (simulators/pattern-review.ts), woken once the row is written.
import * as calls from '../../domain/patterns/patterns.calls.ts';
import { patternMessages } from '../../domain/patterns/patterns.schema.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { ifMatchOf } from '../http/revision.ts';
import { scheduleReview, wakeReviewer } from '../simulators/pattern-review.ts';
import { createPattern, deletePattern, patternByCode, patternPage, updatePattern } from './patterns.ts';

export const patternHandlers = ({ db, clock }: ServerDeps) => [
  implement(calls.patternCreateCall, async ({ auth, body }) => {
    const at = scheduleReview(db, clock);
    const pattern = await createPattern(db, clock, auth.account.id, body, at);
    wakeReviewer(db, at);
    return reply(pattern, patternMessages.created);
  }),
  implement(calls.patternListCall, async ({ auth, query }) => patternPage(db, auth.account.id, query)),
  implement(calls.patternShowCall, async ({ auth, params }) =>
    patternByCode(db, auth.account.id, params.pattern_code),
  ),
  implement(calls.patternUpdateCall, async ({ auth, body, params, c }) => {
    const at = scheduleReview(db, clock);
    const pattern = await updatePattern(
      db,
      clock,
      auth.account.id,
      params.pattern_code,
      body,
      at,
      ifMatchOf(c),
    );
    wakeReviewer(db, at);
    return reply(pattern, patternMessages.updated);
  }),
  implement(calls.patternDeleteCall, async ({ auth, params }) => {
    await deletePattern(db, auth.account.id, params.pattern_code);
    return reply(null, patternMessages.deleted);
  }),
];
