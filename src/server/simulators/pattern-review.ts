// The provider's review of patterns, simulated: a pattern (or the second version of a confirmed one)
// is looked at `delay` after it was submitted (PATTERN_REVIEW_DELAY_MS, 3 s by default: "answers
// within seconds"), by the same rules the panel's editor shows live (pattern-rules.ts), with the
// owner's company name. It is confirmed (active, «متن الگو مورد تأیید است.») or rejected (inactive)
// with a Persian comment, one line per finding, and the owner's sockets hear `pattern_reviewed`.
//
// One timer waits for the earliest review_at; a create or an edit in this process wakes it at once.
// Patterns written by another process (several servers on one PostgreSQL) are found by a check every
// few seconds. Rows are claimed `for update skip locked`, so two processes never review one twice.
import type { PatternState } from '../../domain/core/enums.ts';
import { patternFindings, reviewComment } from '../../domain/patterns/patterns.rules.ts';
import {
  PATTERN_REVIEWED_EVENT,
  type PatternReviewedEvent,
  type PatternStatus,
} from '../../domain/patterns/patterns.schema.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Logger } from '../core/log.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { StoredRevision } from '../patterns/patterns.ts';

export const DEFAULT_PATTERN_REVIEW_DELAY_MS = 3_000;
/** How often the reviewer looks for patterns another process submitted. */
const IDLE_CHECK_MS = 5_000;
/** The shortest wait between two rounds. */
const MIN_GAP_MS = 50;
/** Patterns reviewed in one transaction. */
const BATCH = 50;

export type PatternReviewer = {
  /** When a pattern submitted now is reviewed. */
  reviewAt(): Date;
  /** A pattern waits for review at `at`: the timer moves up if that is sooner. */
  wake(at: Date): void;
  /** Reviews every pattern due now; answers how many. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

// The reviewer of a database handle, so the pattern calls find it from their deps (like sessions).
const reviewers = new WeakMap<object, PatternReviewer>();

/** When a pattern submitted now is reviewed (wake the reviewer once it is written). */
export function scheduleReview(db: Db, clock: Clock): Date {
  return reviewers.get(db)?.reviewAt() ?? new Date(clock.now().getTime() + DEFAULT_PATTERN_REVIEW_DELAY_MS);
}

/** Tells this process's reviewer that a pattern waits for review at `at`. */
export function wakeReviewer(db: Db, at: Date): void {
  reviewers.get(db)?.wake(at);
}

type DueRow = {
  id: string;
  code: string;
  user_id: number;
  message: string;
  delimiter: string;
  variables: { name: string }[];
  website: string | null;
  status: PatternStatus;
  revision: StoredRevision | null;
  company_name: string | null;
};

/** Reviews one claimed row inside the transaction; answers the event for its owner. */
async function review(tx: Queryable, row: DueRow, now: Date): Promise<PatternReviewedEvent> {
  const revision = row.revision?.status === 'pending' ? row.revision : null;
  const subject = revision ?? row;
  const findings = patternFindings({
    text: subject.message,
    delimiter: subject.delimiter,
    variables: revision ? revision.variable : row.variables,
    website: subject.website,
    companyName: row.company_name,
  });
  const status: PatternStatus = findings.length === 0 ? 'active' : 'inactive';
  const comment = reviewComment(findings);
  if (revision && status === 'active') {
    // The second version is confirmed: it becomes the live one, with its comment.
    await tx.query(
      `update patterns set title = $2, description = $3, message = $4, delimiter = $5, variables = $6::jsonb,
         is_share = $7, website = $8, status = 'active', admin_comment = $9, revision = null,
         review_at = null, updated_at = $10
       where id = $1`,
      [
        row.id,
        revision.title,
        revision.description,
        revision.message,
        revision.delimiter,
        JSON.stringify(revision.variable),
        revision.is_share,
        revision.website,
        comment,
        now,
      ],
    );
  } else if (revision) {
    // Rejected: the second version stays beside the live one, which is still sendable.
    const rejected: StoredRevision = { ...revision, status, admin_comment: comment };
    await tx.query(
      'update patterns set revision = $2::jsonb, review_at = null, updated_at = $3 where id = $1',
      [row.id, JSON.stringify(rejected), now],
    );
  } else {
    await tx.query(
      'update patterns set status = $2, admin_comment = $3, review_at = null, updated_at = $4 where id = $1',
      [row.id, status, comment, now],
    );
  }
  // A confirmed second version is live now; a rejected one leaves the pattern edited.
  const state: PatternState = status === 'active' ? 'confirmed' : revision ? 'edited' : 'rejected';
  return { pattern_code: row.code, state, pattern_status: status, admin_comment: comment };
}

export function startPatternReviewer(
  db: Db,
  clock: Clock,
  log: Logger,
  delayMs = DEFAULT_PATTERN_REVIEW_DELAY_MS,
): PatternReviewer {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<number> = Promise.resolve(0);

  async function round(): Promise<number> {
    let reviewed = 0;
    for (;;) {
      const now = clock.now();
      const n = await db.transaction(async (tx) => {
        const due = await tx.query<DueRow>(
          `select p.id::text as id, p.code, p.user_id::int as user_id, p.message, p.delimiter, p.variables,
             p.website, p.status, p.revision, coalesce(u.company_name, owner.company_name) as company_name
           from patterns p join users u on u.id = p.user_id left join users owner on owner.id = u.parent_id
           where p.review_at <= $1 order by p.review_at limit ${BATCH}
           for update of p skip locked`,
          [now],
        );
        for (const row of due) {
          const event = await review(tx, row, now);
          await notifyIn(tx, {
            kind: 'event',
            userId: row.user_id,
            message: { event: PATTERN_REVIEWED_EVENT, data: event },
          });
        }
        return due.length;
      });
      reviewed += n;
      if (n < BATCH || stopped) break;
    }
    return reviewed;
  }

  /** The earliest review still waiting, or null. */
  async function nextDue(): Promise<number | null> {
    const [next] = await db.query<{ at: number | null }>(
      'select (extract(epoch from min(review_at)) * 1000)::float8 as at from patterns where review_at is not null',
    );
    return next?.at ?? null;
  }

  function arm(at: number) {
    if (stopped || at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(fire, Math.max(0, at - clock.now().getTime()));
  }

  function fire() {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    void tick().then(async () => {
      if (stopped) return;
      const now = clock.now().getTime();
      const next = failed ? null : await nextDue().catch(() => null);
      // Never sooner than a moment away: a row another process holds, or a round that failed, must
      // not spin the loop; a failed round is tried again after the idle wait.
      arm(Math.max(now + MIN_GAP_MS, Math.min(next ?? Number.POSITIVE_INFINITY, now + IDLE_CHECK_MS)));
    });
  }

  let failed = false;
  const tick = () => {
    running = running
      .then(round, round)
      .then((n) => {
        failed = false;
        return n;
      })
      .catch((error: Error) => {
        failed = true;
        if (!stopped) log.error('pattern_review', { message: error.message });
        return 0;
      });
    return running;
  };

  const reviewer: PatternReviewer = {
    reviewAt: () => new Date(clock.now().getTime() + delayMs),
    wake: (at) => arm(at.getTime()),
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      reviewers.delete(db);
      await running.catch(() => 0);
    },
  };
  reviewers.set(db, reviewer);
  // Patterns left waiting when the server last stopped are reviewed at once.
  arm(clock.now().getTime());
  return reviewer;
}
