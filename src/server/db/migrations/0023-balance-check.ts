// A wallet's balance is never below zero: the database refuses any write that would make it so. Every
// debit already takes only what the balance holds (the update's own condition, or the pattern sends'
// batch under its row locks); the check keeps it so whatever a later write does.
export const balanceCheckSql = `
  alter table wallets add constraint wallets_balance_not_negative check (balance >= 0);
`;
