// Every call a member makes names what it needs: a permission of the catalogue, `owner`, or it is one
// of the few calls any member may make on their own person (listed here, each with why).
import { describe, expect, it } from 'vitest';
import type { CallSpec } from './call.ts';
import { grants } from './grants.ts';
import { isPermission, PERMISSION_AREAS, PERMISSION_NAMES, permissionTitle } from './permissions.ts';

const modules = import.meta.glob<Record<string, unknown>>('../*/*.calls.ts', { eager: true });
const isCall = (x: unknown): x is CallSpec =>
  typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x;
const calls = Object.values(modules).flatMap((module) => Object.values(module).filter(isCall));

/**
 * Calls open to every member, deliberately: each acts on the caller's own person (who am I, my
 * password, my two-step login, my sessions) or shows what every member sees (the dashboard, the plans).
 */
const MEMBER_OPEN = new Set([
  // who the caller is, and its logout: the panel cannot start without them
  'post acl/auth/check_token',
  'get acl/auth/check_token',
  'post acl/auth/logout',
  // the caller's own login setting (an owner's authenticator applies to every member: security.ts)
  'get acl/auth/login_setting',
  'post acl/auth/login_setting',
  // the caller's own password, two-step login and sessions
  'post user/change_password',
  'post 2fa/recovery_codes',
  'post 2fa/disable',
  'post 2fa/enable',
  'post 2fa/send_code',
  'post 2fa/show_qr',
  'get 2fa/status',
  'get user/session/list',
  'post user/session/end',
  'post user/session/end_others',
  // the dashboard every member lands on
  'get panel/banners',
  'get panel/quick_access',
  'get user/news/user_news_list',
  // the provider's plans, a public catalogue
  'get acl/package/list',
  // the provider's answers before a ticket (categories, FAQ) and how to reach the provider or one's owner
  'get ticket/category',
  'get ticket/sub_category',
  'get faq/category',
  'get faq/list',
  'get panel/contact_info',
  // the provider's catalogue of integrations and SDKs
  'get panel/plugins',
]);

const key = (call: CallSpec) => `${call.method} ${call.path}`;

describe('the permission catalogue', () => {
  it('names each permission once, as <area>.<verb>, under its own area with Persian titles', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
    for (const area of PERMISSION_AREAS) {
      expect(area.title).toMatch(/[\u0600-\u06ff]/);
      for (const entry of area.permissions) {
        expect(entry.name.startsWith(`${area.area}.`), entry.name).toBe(true);
        expect(entry.title).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it('holds the permissions of the calls other areas are adding', () => {
    for (const name of ['developers.logs', 'developers.webhooks', 'support.tickets'])
      expect(isPermission(name), name).toBe(true);
  });

  it('gives every call a member makes a permission of the catalogue, owner, or none deliberately', () => {
    const members = calls.filter((call) => call.auth !== 'none' && !call.path.startsWith('demo/'));
    expect(members.length).toBeGreaterThan(100);
    for (const call of members) {
      if (call.permission === undefined) expect(MEMBER_OPEN.has(key(call)), key(call)).toBe(true);
      else if (call.permission !== 'owner') expect(isPermission(call.permission), key(call)).toBe(true);
    }
    for (const open of MEMBER_OPEN)
      expect(
        calls.some((call) => key(call) === open),
        open,
      ).toBe(true);
  });

  it('leaves every permission some call to guard', () => {
    const used = new Set(calls.map((call) => call.permission));
    const planned = new Set(['developers.logs', 'developers.webhooks', 'support.tickets']);
    for (const name of PERMISSION_NAMES) if (!planned.has(name)) expect(used.has(name), name).toBe(true);
  });

  it('titles a permission in Persian, and an unknown one by its name', () => {
    expect(permissionTitle('send.sms')).toContain('ارسال');
    expect(permissionTitle('nothing.here')).toBe('nothing.here');
  });

  it('grants the owner everything, a colleague its own permissions, and owner calls to nobody else', () => {
    expect(grants('all', 'owner')).toBe(true);
    expect(grants('all', 'send.sms')).toBe(true);
    const colleague = new Set(['send.sms']);
    expect(grants(colleague, undefined)).toBe(true);
    expect(grants(colleague, 'send.sms')).toBe(true);
    expect(grants(colleague, 'reports.view')).toBe(false);
    expect(grants(colleague, 'owner')).toBe(false);
  });
});
