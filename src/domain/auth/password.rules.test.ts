import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import {
  isValidPassword,
  PASSWORD_STRENGTHS,
  passwordContainsUsername,
  passwordProblems,
  passwordStrength,
  passwordStrengthLabels,
} from './password.rules.ts';

describe('password rules', () => {
  it('accepts 8 characters with a capital, a lowercase letter, a digit and a symbol', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(passwordProblems('Abcdef1!')).toEqual([]);
  });

  it.each([
    ['Abcde1!', messages.passwordTooShort],
    ['abcdef1!', messages.passwordNeedsUppercase],
    ['ABCDEF1!', messages.passwordNeedsLowercase],
    ['Abcdefg!', messages.passwordNeedsDigit],
    ['Abcdefg1', messages.passwordNeedsSpecial],
    ['Abcdef1! x', messages.passwordLatinOnly],
    ['Abcdef1!ب', messages.passwordLatinOnly],
  ])('%s breaks exactly one rule', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
    expect(isValidPassword(password)).toBe(false);
  });

  it('counts every ASCII symbol as special', () => {
    for (const symbol of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') {
      expect(isValidPassword(`Abcdef1${symbol}`)).toBe(true);
    }
  });
});

describe('the username rule', () => {
  it('is case-insensitive and ignores surrounding spaces in the username', () => {
    expect(passwordContainsUsername('xxALIxx', ' ali ')).toBe(true);
    expect(passwordContainsUsername('Abcdef1!', 'ali')).toBe(false);
  });

  it('does not apply without a username', () => {
    expect(passwordContainsUsername('Abcdef1!', '')).toBe(false);
    expect(passwordContainsUsername('Abcdef1!', undefined)).toBe(false);
  });

  it('adds its message to the problems', () => {
    expect(passwordProblems('Sara#2024x', 'sara')).toEqual([messages.passwordContainsUsername]);
    expect(isValidPassword('Sara#2024x', 'sara')).toBe(false);
    expect(isValidPassword('Sara#2024x', 'reza')).toBe(true);
  });
});

describe('passwordStrength', () => {
  it('has five levels with Persian labels, very weak to very strong', () => {
    expect(PASSWORD_STRENGTHS).toEqual(['very-weak', 'weak', 'medium', 'strong', 'very-strong']);
    expect(passwordStrengthLabels['very-weak']).toBe('خیلی ضعیف');
    expect(passwordStrengthLabels['very-strong']).toBe('خیلی قوی');
  });

  it.each([
    ['', 'very-weak'],
    ['abcdefgh', 'very-weak'],
    ['abcdefgh1', 'weak'],
    ['abcDefgh1', 'medium'],
    ['Abcdef1!', 'strong'],
    ['Abcdefgh12!?', 'very-strong'],
    ['Ab1!', 'weak'],
    ['Aa1Aa1Aa1Aa1Aa1A', 'weak'],
  ])('%s is %s', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it('is very weak whenever the password holds the username', () => {
    expect(passwordStrength('Abcdefgh12!?', 'cdef')).toBe('very-weak');
    expect(passwordStrength('Abcdefgh12!?', 'zz')).toBe('very-strong');
  });

  it('never falls as a valid password grows', () => {
    let password = 'Abcdef1!';
    let previous = PASSWORD_STRENGTHS.indexOf(passwordStrength(password));
    for (const c of 'ghijklmnopqrstu') {
      password += c;
      const level = PASSWORD_STRENGTHS.indexOf(passwordStrength(password));
      expect(level).toBeGreaterThanOrEqual(previous);
      previous = level;
    }
    expect(previous).toBe(4);
  });
});
