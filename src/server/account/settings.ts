// The account's settings: the default line (sender-lines.ts keeps it), the low-balance alert
// (wallet-alerts.ts keeps it) and the user's choice of SMS and notice per event, kept here.
import {
  ACCOUNT_EVENTS,
  type AccountSettings,
  type AccountSettingsSave,
  DEFAULT_EVENT_CHOICES,
  type EventChoices,
} from '../../domain/account/settings.schema.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { mayUse } from '../http/permissions.ts';
import { makeDefaultLine, senderLines } from '../send/sender-lines.ts';
import { saveWalletAlert, walletAlertOf } from '../wallet/wallet-alerts.ts';

/** The stored choices over the defaults: an event added later starts at its default. */
function choicesOf(stored: unknown): EventChoices {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<EventChoices>;
  return Object.fromEntries(
    ACCOUNT_EVENTS.map((event) => [event, { ...DEFAULT_EVENT_CHOICES[event], ...saved[event] }]),
  ) as EventChoices;
}

export async function eventChoices(db: Queryable, userId: number): Promise<EventChoices> {
  const [row] = await db.query<{ choices: unknown }>(
    'select choices from account_event_settings where user_id = $1',
    [userId],
  );
  return choicesOf(row?.choices);
}

export async function accountSettings(db: Queryable, userId: number): Promise<AccountSettings> {
  const [lines, lowBalance, events] = await Promise.all([
    senderLines(db, userId),
    walletAlertOf(db, userId),
    eventChoices(db, userId),
  ]);
  return {
    default_line_id: lines.find((line) => line.is_default)?.id ?? null,
    low_balance: lowBalance,
    events,
  };
}

/**
 * Saves what is given: the line first (an unknown one is refused before anything is written), then
 * the alert (the owner's alone), then the events' choices (those not given keep theirs).
 */
export async function saveAccountSettings(
  db: Db,
  clock: Clock,
  auth: Auth,
  change: AccountSettingsSave,
): Promise<AccountSettings> {
  const userId = auth.user.id;
  if (change.low_balance && !mayUse(auth, 'owner'))
    throw new ApiError(403, messages.accessLimited, undefined, MESSAGE_CODES.accessLimited);
  if (change.default_line_id !== undefined) await makeDefaultLine(db, userId, change.default_line_id);
  if (change.low_balance) await saveWalletAlert(db, clock, userId, change.low_balance);
  if (change.events) {
    const given = Object.fromEntries(Object.entries(change.events).filter(([, choice]) => choice));
    await db.transaction(async (tx) => {
      const current = await eventChoices(tx, userId);
      await tx.query(
        `insert into account_event_settings (user_id, choices, updated_at) values ($1, $2, $3)
         on conflict (user_id) do update set choices = excluded.choices, updated_at = excluded.updated_at`,
        [userId, JSON.stringify({ ...current, ...given }), clock.now()],
      );
    });
  }
  return accountSettings(db, userId);
}
