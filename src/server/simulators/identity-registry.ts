// The simulated identity registry of the demo. A real one knows who holds each national code; the
// simulator has no people, so it answers by a rule anyone can show both ways:
// - a mobile whose last four digits are 0000 belongs to nobody's national code (every other mobile is
//   taken to be the national code's holder's);
// - nobody was born on the first day of a month (any other valid date is the holder's birth date).
// So 09121230000 or a birth date of 1370/01/01 is refused for every national code, and the demo account's
// own mobile and birth date are accepted.
import type { IdentityAnswer, IdentityQuestion, IdentityRegistry } from '../account/identity-registry.ts';

/** The simulator's rule for a mobile (98XXXXXXXXXX). */
export const simulatedMobileMatches = (mobile: string) => !mobile.endsWith('0000');
/** The simulator's rule for a Jalali birth date (YYYY/MM/DD). */
export const simulatedBirthDateMatches = (birthDate: string) => !birthDate.endsWith('/01');

export const simulatedIdentityRegistry: IdentityRegistry = {
  match: async ({ mobile, birthDate }: IdentityQuestion): Promise<IdentityAnswer> => ({
    mobileMatches: mobile === undefined ? null : simulatedMobileMatches(mobile),
    birthDateMatches: birthDate === undefined ? null : simulatedBirthDateMatches(birthDate),
  }),
};
