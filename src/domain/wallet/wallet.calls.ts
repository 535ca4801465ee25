// The wallet: the credit shown in the header.
import { CreditDataSchema } from '../auth/auth.schema.ts';
import { defineCall } from '../core/call.ts';

export const creditMineCall = defineCall({
  method: 'get',
  path: 'payment/credit/mine',
  title: 'اعتبار کیف پول',
  summary:
    "The user's credit in rials now (credit) and at the end of yesterday in Tehran (yesterday_credit), the gift credit and when the credit last changed",
  origin: { documented: 'docs/payment/my-credit.md' },
  tag: 'wallet',
  auth: 'any',
  permission: 'wallet.view',
  data: CreditDataSchema,
});
