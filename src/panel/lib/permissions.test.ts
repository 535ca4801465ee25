import { describe, expect, it } from 'vitest';
import { permissionOf } from './permissions.ts';

describe('permissionOf', () => {
  it('answers the place of a path, the most specific one first', () => {
    expect(permissionOf('/send-sms/quick')).toBe('send.sms');
    expect(permissionOf('/reports/12')).toBe('reports.view');
    expect(permissionOf('/colleagues/update-access/3')).toBe('owner');
    expect(permissionOf('/profile/personal-info')).toBe('owner');
    expect(permissionOf('/profile/security-setting')).toBeUndefined();
  });

  it('needs nothing for a place it does not list, nor for a lookalike prefix', () => {
    expect(permissionOf('/dashboard')).toBeUndefined();
    expect(permissionOf('/support/contact-info')).toBeUndefined();
    expect(permissionOf('/reportsx')).toBeUndefined();
  });
});
