// Password rules, the username exclusion and a five-level strength meter.
import { MIN_PASSWORD_LENGTH } from '../core/limits.ts';
import { messages } from '../core/messages.ts';

export type PasswordRule = {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'latin';
  test: (password: string) => boolean;
  message: string;
};

/** Each password rule with its Persian message; a form lists the unmet ones under the field. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', test: (p) => p.length >= MIN_PASSWORD_LENGTH, message: messages.passwordTooShort },
  { id: 'uppercase', test: (p) => /[A-Z]/.test(p), message: messages.passwordNeedsUppercase },
  { id: 'lowercase', test: (p) => /[a-z]/.test(p), message: messages.passwordNeedsLowercase },
  { id: 'digit', test: (p) => /[0-9]/.test(p), message: messages.passwordNeedsDigit },
  { id: 'special', test: (p) => /[!-/:-@[-`{-~]/.test(p), message: messages.passwordNeedsSpecial },
  // A password typed on the Persian keyboard by mistake (some fields reject Persian input):
  // only printable ASCII, no spaces.
  { id: 'latin', test: (p) => /^[!-~]*$/.test(p), message: messages.passwordLatinOnly },
];

/** The password should not include the username (case-insensitive; no username, no rule). */
export function passwordContainsUsername(password: string, username: string | undefined): boolean {
  const name = username?.trim().toLowerCase() ?? '';
  return name.length > 0 && password.toLowerCase().includes(name);
}

/** The messages of the rules the password breaks, in rule order; empty when it is acceptable. */
export function passwordProblems(password: string, username?: string): string[] {
  const problems = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
  if (passwordContainsUsername(password, username)) problems.push(messages.passwordContainsUsername);
  return problems;
}

export function isValidPassword(password: string, username?: string): boolean {
  return passwordProblems(password, username).length === 0;
}

export const PASSWORD_STRENGTHS = ['very-weak', 'weak', 'medium', 'strong', 'very-strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export const passwordStrengthLabels: Readonly<Record<PasswordStrength, string>> = {
  'very-weak': 'خیلی ضعیف',
  weak: 'ضعیف',
  medium: 'متوسط',
  strong: 'قوی',
  'very-strong': 'خیلی قوی',
};

/**
 * Strength from very weak to very strong. One point per character class (lower, upper,
 * digit, symbol) and per length step (8, 12, 16); 0–2 points very weak, then one level per point.
 * A password holding the username is very weak; one shorter than the minimum or made of fewer than
 * four distinct characters is at most weak.
 */
export function passwordStrength(password: string, username?: string): PasswordStrength {
  if (password.length === 0 || passwordContainsUsername(password, username)) return 'very-weak';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const lengthSteps = [MIN_PASSWORD_LENGTH, 12, 16].filter((n) => password.length >= n).length;
  let level = Math.min(4, Math.max(0, classes + lengthSteps - 2));
  if (password.length < MIN_PASSWORD_LENGTH || new Set(password).size < 4) level = Math.min(level, 1);
  return PASSWORD_STRENGTHS[level] as PasswordStrength;
}
