import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  normalizeCallPath,
  refusalErrors,
  SESSION_EXPIRED_CODE,
  unauthorizedLogsOut,
  unauthorizedReason,
} from './errors.ts';
import { messages } from './messages.ts';

const response = (status: number, meta: unknown) => ({ status, body: { data: null, meta } });

describe('errorMessage', () => {
  it('shows a string error as is', () => {
    expect(errorMessage('اتصال برقرار نشد')).toBe('اتصال برقرار نشد');
    expect(errorMessage('  ')).toBe(messages.sendError);
  });

  it('gives the send error for HTTP 500 whatever the body says', () => {
    expect(errorMessage(response(500, { message: 'boom', errors: { a: ['x'] } }))).toBe(messages.sendError);
  });

  it('joins the meta errors with line breaks, de-duplicated, in order', () => {
    const meta = { message: 'ignored', errors: { mobile: ['الف', 'ب'], email: ['ب', 'ج'] } };
    expect(errorMessage(response(422, meta))).toBe('الف\nب\nج');
  });

  it('skips entries of meta errors that are not strings, and takes a lone string', () => {
    const meta = { message: 'm', errors: { a: [1, null, ''], b: 'تنها' } };
    expect(errorMessage(response(422, meta))).toBe('تنها');
  });

  it('falls back to meta message when there are no errors', () => {
    expect(errorMessage(response(400, { message: 'پیام سرور', errors: {} }))).toBe('پیام سرور');
    expect(errorMessage(response(400, { message: 'پیام سرور' }))).toBe('پیام سرور');
  });

  it('falls back to the default when neither is there', () => {
    expect(errorMessage(response(400, { message: '' }))).toBe(messages.sendError);
    expect(errorMessage(response(404, null))).toBe(messages.sendError);
    expect(errorMessage({ status: 502, body: '<html>bad gateway</html>' })).toBe(messages.sendError);
    expect(errorMessage({ status: 400, body: { meta: { errors: 'not a list' } } })).toBe(messages.sendError);
  });

  it('reads meta errors sent as a plain list too', () => {
    expect(errorMessage({ status: 400, body: { meta: { errors: ['یک', 'دو', 'یک'] } } })).toBe('یک\nدو');
  });

  it('reads the errors beside meta of a refused login, as published', () => {
    const body = {
      errors: { username: ['نام کاربری یا رمز عبور اشتباه است'] },
      meta: { status: false, message: 'درخواست معتبر نیست', message_code: '422-1' },
    };
    expect(errorMessage({ status: 422, body })).toBe('نام کاربری یا رمز عبور اشتباه است');
    expect(refusalErrors(body)).toEqual(body.errors);
    expect(refusalErrors({ data: null, meta: { errors: { a: ['x'] } }, errors: { b: ['y'] } })).toEqual({
      a: ['x'],
    });
  });

  it("shows the access message for message_code '403-8'", () => {
    const meta = { message: 'forbidden', message_code: '403-8', errors: { a: ['x'] } };
    expect(errorMessage(response(403, meta))).toBe(messages.accessLimited);
    expect(errorMessage(response(403, { message: 'forbidden', message_code: '403-7' }))).toBe('forbidden');
  });
});

describe('unauthorizedLogsOut', () => {
  it.each([
    'acl/auth/login',
    'acl/auth/confirm_otp',
    'acl/auth/send_sms_otp',
    'acl/auth/forgot_password',
    'acl/auth/forgot_password_check_otp',
    'acl/auth/change_password_by_token',
    'user/check_exist',
    'user/change_password',
    '/v1/api/acl/auth/login',
    'https://api.example.ir/v1/api/user/check_exist?username=ali',
  ])('a 401 on %s does not log out', (path) => {
    expect(unauthorizedLogsOut(path)).toBe(false);
  });

  it.each(['acl/auth/logout', 'payment/credit/mine', '/v1/api/report/new_list', 'acl/auth/login_setting'])(
    'a 401 on %s logs out',
    (path) => {
      expect(unauthorizedLogsOut(path)).toBe(true);
    },
  );

  it('normalises a call path', () => {
    expect(normalizeCallPath('http://h:8080/v1/api/acl/auth/login/?x=1#y')).toBe('acl/auth/login');
    expect(normalizeCallPath('//user/check_exist')).toBe('user/check_exist');
  });
});

describe('unauthorizedReason', () => {
  it('tells a session that ran out from an unknown or revoked token', () => {
    expect(
      unauthorizedReason({ data: null, meta: { message: 'x', message_code: SESSION_EXPIRED_CODE } }),
    ).toBe('expired');
    expect(unauthorizedReason({ data: null, meta: { message: 'x' } })).toBe('invalid');
    expect(unauthorizedReason(null)).toBe('invalid');
    expect(unauthorizedReason('<html>')).toBe('invalid');
  });
});
