import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  attemptErrorText,
  endpointIdOf,
  WebhookCreateSchema,
  WebhookResendSchema,
  WebhookUpdateSchema,
  webhookEventTitles,
  webhookMessages,
} from './webhooks.schema.ts';

const messagesOf = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((i) => i.message) ?? [];

describe('a webhook endpoint', () => {
  it('takes an http(s) URL and a set of events', () => {
    expect(
      v.parse(WebhookCreateSchema, {
        url: ' https://shop.example.ir/hooks ',
        events: ['message.delivery', 'message.delivery', 'balance.low'],
      }),
    ).toEqual({ url: 'https://shop.example.ir/hooks', events: ['message.delivery', 'balance.low'] });
  });

  it('refuses another scheme, credentials in the URL, no events and an unknown event, in Persian', () => {
    expect(messagesOf(WebhookCreateSchema, { url: 'ftp://x.ir/', events: ['balance.low'] })).toContain(
      webhookMessages.invalidUrl,
    );
    expect(messagesOf(WebhookCreateSchema, { url: 'https://a:b@x.ir/', events: ['balance.low'] })).toContain(
      webhookMessages.invalidUrl,
    );
    expect(messagesOf(WebhookCreateSchema, { url: 'not a url', events: ['balance.low'] })).toContain(
      webhookMessages.invalidUrl,
    );
    expect(messagesOf(WebhookCreateSchema, { url: 'https://x.ir/', events: [] })).toContain(
      webhookMessages.noEvents,
    );
    expect(messagesOf(WebhookCreateSchema, { url: 'https://x.ir/', events: ['webhook.test'] })).toContain(
      webhookMessages.invalidEvent,
    );
    expect(
      messagesOf(WebhookCreateSchema, { url: `https://x.ir/${'a'.repeat(600)}`, events: ['balance.low'] }),
    ).toContain(webhookMessages.urlTooLong);
  });

  it('is updated in part, and an event is sent again by its id', () => {
    expect(v.parse(WebhookUpdateSchema, { id: 3, enabled: true })).toEqual({ id: 3, enabled: true });
    expect(v.parse(WebhookResendSchema, { id: 3, event_id: ' evt_1 ' })).toEqual({
      id: 3,
      event_id: 'evt_1',
    });
  });

  it('names every event in Persian and reads an endpoint id from the path', () => {
    expect(Object.values(webhookEventTitles).every((t) => /[\u0600-\u06FF]/.test(t))).toBe(true);
    expect(webhookMessages.disabledNotice('https://x.ir')).toContain('https://x.ir');
    expect(endpointIdOf('۷')).toBe(7);
    expect(endpointIdOf('-1')).toBeNull();
  });
});

describe('a failed attempt’s reason', () => {
  it('is Persian for every code the deliverer stores, and for the messages older attempts kept', () => {
    const m = webhookMessages.attempt;
    expect(attemptErrorText(null)).toBeNull();
    expect(attemptErrorText('timeout')).toBe(m.timeout);
    expect(attemptErrorText('refused address')).toBe(webhookMessages.privateAddress);
    expect(attemptErrorText('invalid url')).toBe(webhookMessages.invalidUrl);
    expect(attemptErrorText('secret unreadable')).toBe(m.secretUnreadable);
    expect(attemptErrorText('network ECONNREFUSED')).toBe(m.refused);
    expect(attemptErrorText('connect ECONNREFUSED 127.0.0.1:9')).toBe(m.refused);
    expect(attemptErrorText('network ENOTFOUND')).toBe(webhookMessages.unresolvable);
    expect(attemptErrorText('network ECONNRESET')).toBe(m.reset);
    expect(attemptErrorText('network EHOSTUNREACH')).toBe(m.unreachable);
    expect(attemptErrorText('network CERT_HAS_EXPIRED')).toBe(m.certificate);
    expect(attemptErrorText('network DEPTH_ZERO_SELF_SIGNED_CERT')).toBe(m.certificate);
    expect(attemptErrorText('network unknown')).toBe(m.failed);
    for (const text of Object.values(m)) expect(text).not.toMatch(/[A-Za-z]/);
  });
});
