// The simulated bank's card inquiry (whose a card is, a GET cached 60 s): a real provider asks a bank's
// or Shaparak's inquiry service who holds a card; the simulator answers a Persian name that is the
// same for a card every time (first and last name picked by a hash of the card) and the issuing
// bank by the card's BIN. A few cards have fixed owners so the demo reads true: the demo user's own
// card is hers. The caller has already checked the card (16 digits, Luhn).
import { bankOfCard, normalizeCardNumber } from '../../domain/wallet/bank-card.rules.ts';
import type { CardOwner } from '../../domain/wallet/wallet-transfers.schema.ts';

const FIRST_NAMES = [
  'علی',
  'محمد',
  'حسین',
  'رضا',
  'مهدی',
  'امیر',
  'سعید',
  'حمید',
  'مجید',
  'کامران',
  'بهرام',
  'فرهاد',
  'زهرا',
  'فاطمه',
  'مریم',
  'سارا',
  'نرگس',
  'لیلا',
  'الهام',
  'شیرین',
  'مینا',
  'پریسا',
  'نازنین',
  'سمیرا',
] as const;

const LAST_NAMES = [
  'احمدی',
  'محمدی',
  'حسینی',
  'رضایی',
  'کریمی',
  'موسوی',
  'جعفری',
  'قاسمی',
  'رحیمی',
  'صادقی',
  'کاظمی',
  'نوری',
  'اکبری',
  'یوسفی',
  'طاهری',
  'شریفی',
  'مرادی',
  'عباسی',
  'بهرامی',
  'فراهانی',
  'تهرانی',
  'شیرازی',
  'اصفهانی',
  'نجفی',
] as const;

/** Cards whose owner the demo knows: the demo user's own card, and the provider's cards. */
export const KNOWN_CARD_OWNERS: Readonly<Record<string, string>> = {
  '6037991234567893': 'سارا محمدی',
  '6037997599991230': 'شرکت پیامک‌رسان پارس',
  '6104337812345674': 'شرکت پیامک‌رسان پارس',
};

/** FNV-1a, 32 bits: a stable hash of the card's digits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Who holds `card` (already a valid card), as the simulated bank answers. */
export function cardOwnerOf(card: string): CardOwner {
  const digits = normalizeCardNumber(card);
  const h = hash(digits);
  const owner =
    KNOWN_CARD_OWNERS[digits] ??
    `${FIRST_NAMES[h % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(h / FIRST_NAMES.length) % LAST_NAMES.length]}`;
  return { card_number: digits, owner, bank: bankOfCard(digits) };
}
