import { describe, expect, it } from 'vitest';
import {
  COLLEAGUE_STATUSES,
  colleagueStatusLabels,
  LOGIN_METHODS,
  loginMethodLabels,
  PATTERN_STATES,
  patternStateLabels,
  RECIPIENT_STATUSES,
  recipientStatusLabels,
  SMS_TYPES,
  smsTypeLabel,
  smsTypeLabels,
  TICKET_STATES,
  TRANSACTION_TYPES,
  ticketStateLabels,
  transactionTypeLabels,
} from './enums.ts';

describe('enums and their Persian labels', () => {
  it('ticket states 1–6 read in their one Persian wording', () => {
    expect(TICKET_STATES).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ticketStateLabels).toEqual({
      1: 'در انتظار پاسخ کاربر',
      2: 'در انتظار پاسخ پشتیبانی',
      3: 'پاسخ داده شده',
      4: 'بسته شده',
      5: 'ارجاع برای بررسی بیشتر',
      6: 'ارجاع به واحد مربوط',
    });
  });

  it('recipient statuses 0–4 read in their one Persian wording', () => {
    expect(RECIPIENT_STATUSES).toEqual([0, 1, 2, 3, 4]);
    expect(recipientStatusLabels).toEqual({
      0: 'ارسال شده',
      1: 'رسیده به مخابرات',
      2: 'رسیده به گوشی',
      3: 'نرسیده به گوشی',
      4: 'لیست سیاه',
    });
  });

  it('has every SMS type the panel names, and others', () => {
    for (const type of ['normal', 'webservice', 'bts', 'irancellarea', 'tciageout', 'keyword', 'sendvoice']) {
      expect(SMS_TYPES).toContain(type);
    }
    for (const type of [
      'inboxsecretary',
      'job',
      'autoanswer',
      'pattern',
      'pattern_otp',
      'pattern_transactional',
    ]) {
      expect(SMS_TYPES).toContain(type);
    }
    for (const type of ['postal_code', 'regional', 'country', 'map', 'peer_to_peer', 'file', 'phonebook']) {
      expect(SMS_TYPES).toContain(type);
    }
    expect(smsTypeLabel('peer_to_peer')).toBe('ارسال نظیر به نظیر');
    expect(smsTypeLabel('map')).toBe('ارسال روی نقشه');
    expect(smsTypeLabel('something_new')).toBe('سایر');
  });

  it('labels every member of every enum, in Persian, once', () => {
    const tables: [readonly (string | number)[], Record<string | number, string>][] = [
      [TICKET_STATES, ticketStateLabels],
      [RECIPIENT_STATUSES, recipientStatusLabels],
      [SMS_TYPES, smsTypeLabels],
      [PATTERN_STATES, patternStateLabels],
      [COLLEAGUE_STATUSES, colleagueStatusLabels],
      [TRANSACTION_TYPES, transactionTypeLabels],
      [LOGIN_METHODS, loginMethodLabels],
    ];
    for (const [members, labels] of tables) {
      expect(Object.keys(labels).sort()).toEqual(members.map(String).sort());
      const values = Object.values(labels);
      expect(new Set(values).size).toBe(values.length);
      for (const label of values) expect(label).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('names the states and methods', () => {
    expect(PATTERN_STATES).toEqual(['not_confirmed', 'confirmed', 'rejected', 'edited']);
    expect(COLLEAGUE_STATUSES).toEqual(['pending', 'active', 'deactivated']);
    expect(TRANSACTION_TYPES).toEqual(['deposit', 'withdrawal']);
    expect(LOGIN_METHODS).toEqual(['password', 'authenticator', 'sms', 'voice']);
  });
});
