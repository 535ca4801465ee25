// The wallet: the credit shown in the header.
import { creditMineCall } from '../../domain/wallet/wallet.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { creditMine } from './wallet.ts';

export const walletHandlers = (deps: ServerDeps) => [
  implement(creditMineCall, async ({ auth }) => creditMine(deps.db, deps.clock.now(), auth.account.id)),
];
