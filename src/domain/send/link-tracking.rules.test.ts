import { describe, expect, it } from 'vitest';
import {
  buildUtmUrl,
  canRemoveTrackedLink,
  findLinks,
  linkTrackerMessages,
  putLinkInText,
  SHORT_CODE_PATTERN,
  shortLinkUrl,
  textHasLink,
  trackedLinkRemovalError,
} from './link-tracking.rules.ts';

const utm = { source: 'payamak', medium: 'sms', campaign: 'autumn' };

describe('findLinks', () => {
  it('finds http and https links in Persian text, each once, without the closing punctuation', () => {
    const text =
      'تخفیف ویژه: https://shop.example.ir/sale?id=7. جزئیات در «http://example.com/a» و https://shop.example.ir/sale?id=7';
    expect(findLinks(text)).toEqual(['https://shop.example.ir/sale?id=7', 'http://example.com/a']);
  });

  it('stops at a Persian letter and keeps a bracket the link itself opened', () => {
    expect(findLinks('سایت https://x.ir/aرا ببینید')).toEqual(['https://x.ir/a']);
    expect(findLinks('(https://fa.wikipedia.org/wiki/Tehran_(city)).')).toEqual([
      'https://fa.wikipedia.org/wiki/Tehran_(city)',
    ]);
    expect(findLinks('(https://x.ir)')).toEqual(['https://x.ir']);
  });

  it('ignores what is not a link', () => {
    expect(findLinks('بدون لینک، www.example.ir و ftp://x.ir و https://')).toEqual([]);
  });
});

describe('buildUtmUrl', () => {
  it('adds the three UTM parameters and keeps the query and the hash', () => {
    expect(buildUtmUrl('https://shop.example.ir/sale?id=7#top', utm)).toBe(
      'https://shop.example.ir/sale?id=7&utm_source=payamak&utm_medium=sms&utm_campaign=autumn#top',
    );
  });

  it('replaces UTM parameters the link already had', () => {
    expect(buildUtmUrl(' https://x.ir/?utm_source=old&utm_medium=web ', utm)).toBe(
      'https://x.ir/?utm_source=payamak&utm_medium=sms&utm_campaign=autumn',
    );
  });
});

describe('shortLinkUrl', () => {
  it('puts the code under /v1/l/ of the origin', () => {
    expect(shortLinkUrl('https://sms.example.ir/', 'Ab3xY9k')).toBe('https://sms.example.ir/v1/l/Ab3xY9k');
    expect(SHORT_CODE_PATTERN.test('Ab3xY9k')).toBe(true);
    expect(SHORT_CODE_PATTERN.test('Ab3xY9')).toBe(false);
  });
});

describe('putLinkInText', () => {
  const short = 'https://sms.example.ir/v1/l/Ab3xY9k';

  it('replaces every occurrence of the link, and only that exact link', () => {
    const text = 'https://x.ir/a و https://x.ir/ab و باز https://x.ir/a.';
    expect(putLinkInText(text, 'https://x.ir/a', short)).toBe(`${short} و https://x.ir/ab و باز ${short}.`);
  });

  it('adds the link at the end when the text does not hold it', () => {
    expect(putLinkInText('تخفیف', 'https://x.ir', short)).toBe(`تخفیف ${short}`);
    expect(putLinkInText('تخفیف\n', 'https://x.ir', short)).toBe(`تخفیف\n${short}`);
    expect(putLinkInText('', 'https://x.ir', short)).toBe(short);
  });
});

describe('removing a tracked link', () => {
  const short = 'https://sms.example.ir/v1/l/Ab3xY9k';

  it('is refused, with the Persian reason, while the text holds the link', () => {
    const text = `حراج پاییزه: ${short}`;
    expect(textHasLink(text, short)).toBe(true);
    expect(canRemoveTrackedLink(text, short)).toBe(false);
    expect(trackedLinkRemovalError(text, short)).toBe('تا وقتی لینک در متن پیامک هست، نمی‌توان آن را حذف کرد');
  });

  it('is allowed once the link is gone from the text, even if a longer link starts with it', () => {
    expect(canRemoveTrackedLink('حراج پاییزه', short)).toBe(true);
    expect(trackedLinkRemovalError(`حراج ${short}x`, short)).toBeNull();
  });

  it('says where the plan lacks tracking how to get it', () => {
    expect(linkTrackerMessages.planRequired).toContain('ارتقای طرح');
    expect(linkTrackerMessages.planRequired).toContain('تیکت');
  });
});
