import { describe, expect, it } from 'vitest';
import { patternRuleMessages } from './patterns.messages.ts';
import {
  isMeaningfulVariableName,
  isRelatedHost,
  linkHost,
  PATTERN_RULES,
  type PatternRulesInput,
  parsePatternMessage,
  patternFindings,
  reviewComment,
  reviewCommentLine,
  storedTags,
  textLinks,
  toPanelText,
  toStoredMessage,
} from './patterns.rules.ts';

const company = 'فروشگاه گلبرگ';
const good: PatternRulesInput = {
  text: 'فروشگاه گلبرگ: کد ورود شما {{code}} است.\nhttps://golbarg.ir/login',
  variables: [{ name: 'code' }],
  website: 'https://golbarg.ir',
  companyName: company,
};
const rules = (input: Partial<PatternRulesInput>) =>
  patternFindings({ ...good, ...input }).map((finding) => finding.rule);

describe('the two forms of a pattern text', () => {
  it('turns {{name}} tags into %name% and back', () => {
    expect(toStoredMessage('کد {{ code }} برای {{name}}\r\nتمام')).toBe('کد %code% برای %name%\nتمام');
    expect(toPanelText('کد %code% برای %name%')).toBe('کد {{code}} برای {{name}}');
    expect(toPanelText('کد #code# ۲۰% تخفیف', '#')).toBe('کد {{code}} ۲۰% تخفیف');
    expect(toStoredMessage('{{a}}', '$')).toBe('$a$');
  });

  it('keeps a percent sign that is no tag', () => {
    expect(toPanelText('۲۰% تخفیف برای %name% تا ۵۰% بیشتر')).toBe('۲۰% تخفیف برای {{name}} تا ۵۰% بیشتر');
    expect(storedTags('۲۰% تخفیف %name% و %name% و %code%')).toEqual(['name', 'code']);
  });

  it('parses the documented %name% form and the panel form alike', () => {
    expect(parsePatternMessage('پترن تستی %var% . کد شما %code%')).toEqual({
      message: 'پترن تستی %var% . کد شما %code%',
      delimiter: '%',
      tags: ['var', 'code'],
    });
    expect(parsePatternMessage('کد شما {{code}} و %brand%').tags).toEqual(['code', 'brand']);
  });
});

describe('meaningful variable names', () => {
  it('refuses one letter, a letter and digits, repeated letters and the generic names', () => {
    for (const name of [
      'a',
      'x',
      'x1',
      'a2',
      'v3',
      'b_1',
      'aa',
      'xxx',
      'var',
      'var1',
      'Var_2',
      'test',
      'param',
      'value',
      'abc',
      'foo',
      'tmp',
      'data1',
    ])
      expect(isMeaningfulVariableName(name), name).toBe(false);
  });

  it('takes names that say what the value is', () => {
    for (const name of [
      'code',
      'name',
      'order_id',
      'amount',
      'id',
      'brand',
      'date2',
      'tracking',
      'number',
      'otp',
    ])
      expect(isMeaningfulVariableName(name), name).toBe(true);
  });
});

describe('links', () => {
  it('finds links in a text without the punctuation after them', () => {
    expect(textLinks('ببینید: https://a.ir/x. و www.b.com، و (http://c.org/y)')).toEqual([
      'https://a.ir/x',
      'www.b.com',
      'http://c.org/y',
    ]);
  });

  it('reads the host of a well-formed address with a real host', () => {
    expect(linkHost('https://www.Golbarg.ir/login?a=1')).toBe('golbarg.ir');
    expect(linkHost('www.golbarg.ir')).toBe('golbarg.ir');
    expect(linkHost('golbarg.ir', true)).toBe('golbarg.ir');
    expect(linkHost('golbarg.ir')).toBeNull();
    expect(linkHost('https://گلبرگ.ایران/x')).toBe('xn--ngbs9ctyd.xn--mgba3a4f16a');
    expect(linkHost('http://localhost/x')).toBeNull();
    expect(linkHost('http://127.0.0.1/x')).toBeNull();
    expect(linkHost('https://')).toBeNull();
    expect(linkHost('https://user:pw@golbarg.ir')).toBeNull();
    expect(linkHost('http://bad_host.ir')).toBeNull();
    expect(linkHost(`http://${'a'.repeat(250)}.ir`)).toBeNull();
    expect(linkHost('http://[::1]/')).toBeNull();
  });

  it('relates a host to the website by equality or subdomain', () => {
    expect(isRelatedHost('golbarg.ir', 'golbarg.ir')).toBe(true);
    expect(isRelatedHost('shop.golbarg.ir', 'golbarg.ir')).toBe(true);
    expect(isRelatedHost('notgolbarg.ir', 'golbarg.ir')).toBe(false);
  });
});

describe('patternFindings', () => {
  it('finds nothing in a good pattern', () => {
    expect(patternFindings(good)).toEqual([]);
    expect(reviewComment([])).toBe('متن الگو مورد تأیید است.');
  });

  it('reads a stored text by its delimiter', () => {
    expect(rules({ text: 'فروشگاه گلبرگ: کد %code%', delimiter: '%' })).toEqual([]);
    expect(rules({ text: '%code%', delimiter: '%' })).toEqual(['only_variables', 'company_name']);
  });

  it('wants the company name, however ی and ک are typed', () => {
    expect(rules({ text: 'کد ورود شما {{code}}' })).toEqual(['company_name']);
    expect(rules({ text: 'فروشگاه گلبرگ كد {{code}}'.replace('ی', 'ي') })).toEqual([]);
    // Skipped without a company name (a real person without one).
    expect(rules({ text: 'کد ورود شما {{code}}', companyName: null })).toEqual([]);
    expect(rules({ text: 'کد ورود شما {{code}}', companyName: '  ' })).toEqual([]);
  });

  it('wants something beside the variables', () => {
    expect(rules({ text: '{{code}}', companyName: null })).toEqual(['only_variables']);
    expect(
      rules({
        text: ' {{code}} : {{name}} - ! ',
        companyName: null,
        variables: [{ name: 'code' }, { name: 'name' }],
      }),
    ).toEqual(['only_variables']);
    expect(rules({ text: '{{code}} کد', companyName: null })).toEqual([]);
  });

  it('leaves a blank text to the form', () => {
    expect(rules({ text: '  ', companyName: null })).toEqual([]);
  });

  it('caps the text at 2,700 characters', () => {
    expect(rules({ text: `فروشگاه گلبرگ {{code}} ${'ب'.repeat(2700)}` })).toEqual(['text_too_long']);
  });

  it('checks each link: not a variable, well formed, of the website', () => {
    const findings = patternFindings({
      ...good,
      text: 'فروشگاه گلبرگ {{code}} https://golbarg.ir/{{code}} http://localhost/x www.other.com https://shop.golbarg.ir',
    });
    expect(findings.map((f) => [f.rule, f.subjects])).toEqual([
      ['link_variable', ['https://golbarg.ir/{{code}}']],
      ['link_malformed', ['http://localhost/x']],
      ['link_unrelated', ['www.other.com']],
    ]);
    expect(findings.every((f) => f.field === 'text')).toBe(true);
    expect(rules({ text: 'فروشگاه گلبرگ {{code}} https://golbarg.ir/%code%', delimiter: '%' })).toEqual([
      'link_variable',
    ]);
  });

  it('does not judge whether a link relates without a well-formed website', () => {
    expect(rules({ text: 'فروشگاه گلبرگ {{code}} www.other.com', website: '' })).toEqual([
      'website_required',
    ]);
    expect(rules({ text: 'فروشگاه گلبرگ {{code}} www.other.com', website: 'نه سایت' })).toEqual([
      'website_invalid',
    ]);
  });

  it('wants a website, well formed, with or without its scheme', () => {
    expect(rules({ website: null })).toEqual(['website_required']);
    expect(rules({ website: undefined })).toEqual(['website_required']);
    expect(rules({ website: 'golbarg.ir' })).toEqual([]);
    expect(rules({ website: 'www.golbarg.ir/' })).toEqual([]);
    expect(rules({ website: 'http://golbarg' })).toEqual(['website_invalid']);
    const [finding] = patternFindings({ ...good, website: '' });
    expect(finding).toEqual({
      field: 'website',
      rule: 'website_required',
      message: patternRuleMessages.patternWebsiteRequired,
    });
  });

  it('leaves a variable still without a name to the form', () => {
    expect(rules({ variables: [{ name: 'code' }, { name: ' ' }] })).toEqual([]);
  });

  it('names the variables that are not Latin or not meaningful', () => {
    const findings = patternFindings({
      ...good,
      text: 'فروشگاه گلبرگ {{code}} {{x1}} {{نام}} {{my name}}',
      variables: [{ name: 'code' }, { name: 'x1' }, { name: 'نام' }, { name: 'my name' }],
    });
    expect(findings).toEqual([
      {
        field: 'variables',
        rule: 'variable_name_latin',
        message: patternRuleMessages.patternVariableName,
        subjects: ['نام', 'my name'],
      },
      {
        field: 'variables',
        rule: 'variable_name_meaningful',
        message: patternRuleMessages.patternVariableMeaningful,
        subjects: ['x1'],
      },
    ]);
  });

  it('lists every finding of a bad pattern, text first, then variables, then the website', () => {
    const findings = patternFindings({
      text: 'کد {{a}}',
      variables: [{ name: 'a' }],
      website: null,
      companyName: company,
    });
    expect(findings.map((f) => [f.field, f.rule])).toEqual([
      ['text', 'company_name'],
      ['variables', 'variable_name_meaningful'],
      ['website', 'website_required'],
    ]);
  });
});

describe('the reviewer’s comment', () => {
  it('writes one polite Persian line per finding, naming its subjects', () => {
    const findings = patternFindings({
      text: 'کد {{a}}',
      variables: [{ name: 'a' }],
      website: '',
      companyName: company,
    });
    const comment = reviewComment(findings);
    expect(comment.split('\n')).toEqual([
      'لطفاً نام مجموعه را در متن الگو درج نمایید تا گیرنده متوجه مرجع پیام باشد.',
      `${patternRuleMessages.patternReviewVariableMeaningful} (\u2068a\u2069)`,
      'لطفاً آدرس سایت را در الگو درج نمایید تا الگو قابل بررسی باشد.',
    ]);
    expect(comment).not.toMatch(/پترن/);
  });

  it('has a comment and a message for every rule', () => {
    for (const rule of PATTERN_RULES) {
      const line = reviewCommentLine({ field: 'text', rule, message: '' });
      expect(line, rule).toMatch(/[\u0600-\u06FF]/);
      expect(reviewCommentLine({ field: 'text', rule, message: '', subjects: [] })).toBe(line);
    }
  });
});
