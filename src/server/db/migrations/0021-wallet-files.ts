// The wallet's transactions export (report/payment/export/new, export_type financial) is a user file
// like the others: a category of its own. And the provider's cards and account seeded by 0020 are
// made real numbers: a card that passes the Luhn check (the card-to-card form checks every card it
// shows or takes) and a Sheba whose ISO 7064 check holds.
export const walletFilesSql = `
  alter table user_files drop constraint user_files_category_check;
  alter table user_files add constraint user_files_category_check
    check (category in ('recipients', 'systemic', 'inbox', 'contacts', 'financial'));

  update payment_methods set number = '6037997599991230' where number = '6037997599991234';
  update payment_methods set number = '6104337812345674' where number = '6104337812345678';
  update payment_methods set sheba = 'IR550170000000101234567001' where sheba = 'IR820170000000101234567001';
`;
