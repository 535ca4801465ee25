import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { messages, SELECT_CREATE_SELECT_MS } from '../../domain/index.ts';
import { useFocusOnMount } from './focus-on-mount.ts';
import * as styles from './select.css.ts';
import { placement, selectSummary } from './select-summary.ts';
import { DROPDOWN_FLIP_THRESHOLD_PX, SELECT_NEXT_PAGE_PX } from './sizes.ts';
import * as fieldStyles from './text-field.css.ts';
import { useDismiss } from './use-dismiss.ts';
import { type LoadOptions, type SelectOption, useSelectOptions } from './use-select-options.ts';

type Props = {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options?: readonly SelectOption[];
  load?: LoadOptions;
  pageSize?: number;
  multiple?: boolean;
  /** Enter on a search with no match creates an option; it is selected 1 s later. */
  onCreate?: (text: string) => Promise<SelectOption> | SelectOption;
  placeholder?: string;
};

/** The select dropdown (static or loaded options, search, paging, create, multi, flip). */
export function Select({
  label,
  value,
  onChange,
  options,
  load,
  pageSize = 10,
  multiple,
  onCreate,
  placeholder = 'انتخاب کنید',
}: Props) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusSearch = useFocusOnMount<HTMLInputElement>(true);
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'above' | 'below'>('below');
  const [active, setActive] = useState(-1);
  const [known, setKnown] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<SelectOption[]>([]);
  const list = useSelectOptions({ options, load, pageSize, open });
  // Options created here show at the top at once, before the 1 s selection delay runs out.
  const shown = [...created.filter((c) => !list.shown.some((o) => o.value === c.value)), ...list.shown];
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);

  const labelOf = (v: string) => known[v] ?? options?.find((o) => o.value === v)?.label ?? v;
  const choose = (option: SelectOption) => {
    if (option.disabled) return;
    setKnown((current) => ({ ...current, [option.value]: option.label }));
    if (!multiple) {
      onChange([option.value]);
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    onChange(
      value.includes(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value],
    );
  };
  const show = () => {
    if (anchor.current)
      setSide(placement(anchor.current.getBoundingClientRect(), innerHeight, DROPDOWN_FLIP_THRESHOLD_PX));
    setActive(-1);
    setOpen(true);
  };
  const onKeyDown = async (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(shown.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown[active];
      if (option) return choose(option);
      const text = list.search.trim();
      if (!onCreate || text === '' || shown.some((o) => o.label === text)) return;
      const made = await onCreate(text);
      setKnown((current) => ({ ...current, [made.value]: made.label }));
      setCreated((current) => [made, ...current]);
      setTimeout(() => choose(made), SELECT_CREATE_SELECT_MS);
    } else if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    }
  };
  const summary = selectSummary(value.map(labelOf));
  const note = list.loading
    ? 'در حال بارگذاری…'
    : shown.length === 0
      ? list.searching
        ? messages.nothingFound
        : messages.listEmpty
      : null;
  return (
    <div ref={anchor} className={styles.anchor}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        role="combobox"
        className={styles.trigger}
        aria-labelledby={`${id}-label`}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? `${id}-list` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => event.key === 'ArrowDown' && !open && show()}
      >
        {summary ? (
          <span className={styles.summary}>{summary}</span>
        ) : (
          <span className={`${styles.summary} ${styles.placeholder}`}>{placeholder}</span>
        )}
      </button>
      {open ? (
        <div className={styles.panel({ placement: side })} data-placement={side}>
          <input
            className={styles.search}
            aria-label={`جستجو در ${label}`}
            placeholder="جستجو…"
            aria-controls={`${id}-list`}
            aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
            value={list.search}
            // Opening the list moves the user into its search.
            ref={focusSearch}
            onChange={(event) => {
              list.setSearch(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={`${id}-list`}
            role="listbox"
            aria-labelledby={`${id}-label`}
            aria-multiselectable={multiple || undefined}
            className={styles.list}
            onScroll={(event) => {
              const box = event.currentTarget;
              if (box.scrollHeight - box.scrollTop - box.clientHeight <= SELECT_NEXT_PAGE_PX) list.nextPage();
            }}
          >
            {shown.map((option, index) => (
              <div
                key={option.value}
                tabIndex={-1}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={value.includes(option.value)}
                aria-disabled={option.disabled || undefined}
                className={styles.option({ active: index === active })}
                onClick={() => choose(option)}
                onKeyDown={() => undefined}
              >
                {option.label}
              </div>
            ))}
          </div>
          {note ? (
            <p className={styles.note} role="status">
              {note}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
