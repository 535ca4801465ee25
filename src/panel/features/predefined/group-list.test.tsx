import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../tests/tools/dom-root.ts';
import type { PredefinedGroupItem } from '../../../domain/index.ts';
import { GroupList } from './group-list.tsx';
import type { GroupFilter } from './predefined-search.ts';

const group = (id: number, title: string, count: number): PredefinedGroupItem => ({
  draft_group_id: id,
  user_id: 1,
  title,
  time: 0,
  count,
  created_at: '2026-01-01 00:00:00',
});
const groups = [group(1, 'مناسبت‌ها', 3), group(2, 'اطلاع‌رسانی', 2)];

const dom = domRoot();

function show(current: GroupFilter, total: number | 'unknown' = 7) {
  const handlers = { onSelect: vi.fn(), onNew: vi.fn(), onRename: vi.fn(), onDelete: vi.fn() };
  dom.render(
    <GroupList
      groups={groups}
      total={total === 'unknown' ? undefined : total}
      current={current}
      {...handlers}
    />,
  );
  return handlers;
}
const buttons = () => [...dom.container.querySelectorAll('li button')] as HTMLButtonElement[];
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('GroupList', () => {
  it('counts all, the ungrouped ones (all less the grouped) and each group, in Persian digits', () => {
    show('all');
    expect(buttons().map((b) => b.textContent)).toEqual(['همه۷', 'بدون گروه۲', 'مناسبت‌ها۳', 'اطلاع‌رسانی۲']);
    expect(buttons().map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
  });

  it('waits for the total rather than showing a wrong count', () => {
    show('none', 'unknown');
    expect(buttons()[0]?.textContent).toBe('همه…');
    expect(buttons()[1]?.textContent).toBe('بدون گروه…');
    expect(buttons()[1]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers rename and delete for a chosen group only', () => {
    const handlers = show('all');
    expect(button('حذف گروه')).toBeUndefined();
    act(() => buttons()[2]?.click());
    expect(handlers.onSelect).toHaveBeenCalledWith(1);
    const chosen = show(2);
    act(() => button('حذف گروه').click());
    expect(chosen.onDelete).toHaveBeenCalledWith(groups[1]);
    act(() => button('تغییر نام گروه').click());
    expect(chosen.onRename).toHaveBeenCalledWith(groups[1]);
  });
});
