// Iranian bank cards ('Wrong card number' otherwise): a card is 16 digits, typed in any digit script and
// often grouped 4-4-4-4 with spaces or dashes, and passes the Luhn check. Its first six digits (the
// BIN) name the bank that issued it. Pure: the panel checks a card as it is typed, the server again.

import { isValidCardNumber } from '../account/identity.rules.ts';
import { toLatinDigits } from '../core/digits.ts';

export { isValidCardNumber };

/** A card as typed → its digits only, Latin (spaces, dashes and the invisible marks dropped). */
export function normalizeCardNumber(typed: string): string {
  return toLatinDigits(typed).replace(/[\s\-\u200c\u200e\u200f\u202a-\u202e]/g, '');
}

/** The Luhn check digit that completes the first 15 digits of a card (demo and test cards). */
export function luhnCheckDigit(first15: string): number {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let digit = Number(first15[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The issuing banks by BIN (the card's first six digits), as the banks publish them. */
export const CARD_BANKS: Readonly<Record<string, string>> = {
  '603799': 'بانک ملی ایران',
  '610433': 'بانک ملت',
  '991975': 'بانک ملت',
  '589210': 'بانک سپه',
  '627412': 'بانک اقتصاد نوین',
  '622106': 'بانک پارسیان',
  '639194': 'بانک پارسیان',
  '627884': 'بانک پارسیان',
  '502229': 'بانک پاسارگاد',
  '639347': 'بانک پاسارگاد',
  '627353': 'بانک تجارت',
  '585983': 'بانک تجارت',
  '603769': 'بانک صادرات ایران',
  '589463': 'بانک رفاه کارگران',
  '627648': 'بانک توسعه صادرات',
  '207177': 'بانک توسعه صادرات',
  '621986': 'بانک سامان',
  '639346': 'بانک سینا',
  '502806': 'بانک شهر',
  '504706': 'بانک شهر',
  '603770': 'بانک کشاورزی',
  '639217': 'بانک کشاورزی',
  '628023': 'بانک مسکن',
  '627961': 'بانک صنعت و معدن',
  '505785': 'بانک ایران زمین',
  '627760': 'پست بانک ایران',
  '502908': 'بانک توسعه تعاون',
  '502938': 'بانک دی',
  '639607': 'بانک سرمایه',
  '636214': 'بانک آینده',
  '636949': 'بانک حکمت ایرانیان',
  '505416': 'بانک گردشگری',
  '606373': 'بانک قرض‌الحسنه مهر ایران',
  '627381': 'بانک انصار',
  '505801': 'مؤسسه اعتباری کوثر',
  '606256': 'مؤسسه اعتباری ملل',
  '507677': 'مؤسسه اعتباری نور',
  '628157': 'مؤسسه اعتباری توسعه',
  '639370': 'بانک مهر اقتصاد',
  '585947': 'بانک خاورمیانه',
  '504172': 'بانک قرض‌الحسنه رسالت',
};

/** The bank that issued a card (by its BIN), or null for a BIN we do not know. */
export function bankOfCard(typed: string): string | null {
  return CARD_BANKS[normalizeCardNumber(typed).slice(0, 6)] ?? null;
}

const groupsOfFour = (s: string) => s.replace(/(.{4})(?=.)/g, '$1 ');

/** A card as people read it: four groups of four, left to right (show it LTR-isolated). */
export function formatCardNumber(typed: string): string {
  return groupsOfFour(normalizeCardNumber(typed));
}

/** A card shown without its middle: 6037 99** **** 1234. */
export function maskCardNumber(typed: string): string {
  const card = normalizeCardNumber(typed);
  if (card.length !== 16) return groupsOfFour(card);
  return groupsOfFour(`${card.slice(0, 6)}******${card.slice(12)}`);
}
