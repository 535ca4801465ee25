import { act } from 'preact/test-utils';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { domRoot } from '../../../../tests/tools/dom-root.ts';
import { PATTERN_TEXT_MAX } from '../../../domain/index.ts';
import { draftFindings } from './pattern-findings.ts';
import { EMPTY_PATTERN_DRAFT, variableRows } from './pattern-form.ts';
import { PatternTextBox } from './pattern-text-box.tsx';

const dom = domRoot();

function Box({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <PatternTextBox value={text} onChange={setText} findings={[]} />;
}

const area = () => dom.container.querySelector('textarea') as HTMLTextAreaElement;

function paste(text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: { getData: () => string };
  };
  event.clipboardData = { getData: () => text };
  act(() => {
    area().dispatchEvent(event);
  });
}

describe('the pattern text box', () => {
  it('cuts a paste so the whole stays within the cap, and says so', () => {
    dom.render(<Box initial={'ا'.repeat(PATTERN_TEXT_MAX - 3)} />);
    area().setSelectionRange(area().value.length, area().value.length);
    paste('سلام دنیا');
    expect(area().value.length).toBe(PATTERN_TEXT_MAX);
    expect(area().value.endsWith('سلا')).toBe(true);
    expect(dom.container.textContent).toContain('متن چسبانده‌شده کوتاه شد');
  });

  it('puts a new variable in at the caret, and refuses a name that is not Latin', () => {
    dom.render(<Box initial="کد شما:  است" />);
    area().setSelectionRange(8, 8);
    const name = dom.container.querySelector('input') as HTMLInputElement;
    const add = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'افزودن متغیر');
    const type = (value: string) =>
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(name, value);
        name.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('کد');
    act(() => add?.click());
    expect(dom.container.textContent).toContain('نام متغیر باید با حروف انگلیسی و بدون فاصله باشد');
    expect(area().value).toBe('کد شما:  است');
    type('otp_code');
    act(() => add?.click());
    expect(area().value).toBe('کد شما: {{otp_code}} است');
  });
});

describe('the findings while typing', () => {
  it('places each reason beside its field: the text, a variable row, the website', () => {
    const draft = { ...EMPTY_PATTERN_DRAFT, text: 'کد شما {{x1}}', website: '' };
    const found = draftFindings(draft, variableRows(draft), 'فروشگاه گلبرگ');
    expect(found.map((f) => f.field).sort()).toEqual(['text', 'variable:x1', 'website']);
    const fixed = { ...draft, text: 'فروشگاه گلبرگ: کد شما {{login_code}}', website: 'https://golbarg.ir' };
    expect(draftFindings(fixed, variableRows(fixed), 'فروشگاه گلبرگ')).toEqual([]);
  });
});
