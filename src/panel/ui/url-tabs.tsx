import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useUrlSearch } from './url-search.ts';
import * as styles from './url-tabs.css.ts';

type Props = {
  label: string;
  tabs: readonly string[];
  children: (index: number) => ReactNode;
  /** The tabs share the width equally and wrap their titles, instead of scrolling sideways. */
  fill?: boolean;
};

/** Tabs bound to `tab`, a zero-based index; a new tab starts at page 1. */
export function UrlTabs({ label, tabs, children, fill }: Props) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const { search, update } = useUrlSearch();
  const raw = search.tab;
  const current = typeof raw === 'number' && raw >= 0 && raw < tabs.length ? raw : 0;
  const select = (index: number) => {
    update(({ page: _page, ...rest }) => ({ ...rest, tab: index }));
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  // Arrow keys move between tabs; in a right-to-left page the left arrow goes forward.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: 1, ArrowRight: -1 }[event.key];
    if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else if (step !== undefined) select((current + step + tabs.length) % tabs.length);
  };
  return (
    <div className={styles.root}>
      <div ref={list} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((title, index) => (
          <button
            key={title}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            className={fill ? `${styles.tab} ${styles.fillTab}` : styles.tab}
            onClick={() => select(index)}
          >
            {title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`}>
        {children(current)}
      </div>
    </div>
  );
}
