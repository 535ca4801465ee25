// The wallet: the credit shown in the header.
import { creditMineCall } from '../../domain/api/calls/wallet.calls.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { creditMine } from '../services/wallet.ts';

export const walletHandlers = (deps: ServerDeps) => [
  implement(creditMineCall, async ({ auth }) => creditMine(deps.db, deps.clock.now(), auth.user.id)),
];
