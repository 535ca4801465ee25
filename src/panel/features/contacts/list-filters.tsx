import { contactMessages } from '../../../domain/contacts/contacts.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { type FilterDef, filterKeys } from '../../ui/filter-field.tsx';
import { useUrlSearch } from '../../ui/url-search.ts';
import { useIsPhone } from '../../ui/use-media-query.ts';
import * as styles from './contacts.css.ts';
import { badNumberFilter } from './contacts.queries.ts';

/** The filter bar; on a phone it folds away under one line, open while some filter is on. */
export function ListFilters({ filters }: { filters: readonly FilterDef[] }) {
  const phone = useIsPhone();
  const { search } = useUrlSearch();
  if (!phone) return <FilterBar filters={filters} />;
  const active = filters.filter((f) => filterKeys(f).some((key) => search[key])).length;
  return (
    <details className={styles.filters} open={active > 0}>
      <summary className={styles.summary}>
        جستجو و فیلتر{active > 0 ? ` (${formatNumber(active)})` : ''}
      </summary>
      <FilterBar filters={filters} />
    </details>
  );
}

/** A row's check box, named after the row for a screen reader. */
export function RowCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.check}
      checked={checked}
      onChange={onChange}
      aria-label={label}
    />
  );
}

/** "Select all of this page", and how many are selected. */
export function SelectAll({
  all,
  none,
  count,
  noun,
  onToggle,
}: {
  all: boolean;
  none: boolean;
  count: number;
  noun: string;
  onToggle: () => void;
}) {
  return (
    <>
      <label className={styles.selectAll}>
        <input type="checkbox" className={styles.check} checked={all} disabled={none} onChange={onToggle} />
        انتخاب همهٔ این صفحه
      </label>
      {count > 0 ? (
        <span>
          {formatNumber(count)} {noun} انتخاب شده
        </span>
      ) : null}
    </>
  );
}

type SelectionLike = { all: boolean; none: boolean; selected: ReadonlySet<unknown>; toggleAll: () => void };
type SelectionAction = { label: string; variant: 'secondary' | 'danger'; onClick: () => void };

/** The bar over a list with rows to tick: select all of the page, the count, and what to do with them. */
export function SelectionActions({
  selection,
  noun,
  actions,
}: {
  selection: SelectionLike;
  noun: string;
  actions: readonly SelectionAction[];
}) {
  return (
    <>
      <SelectAll
        all={selection.all}
        none={selection.none}
        count={selection.selected.size}
        noun={noun}
        onToggle={selection.toggleAll}
      />
      {actions.map((action) => (
        <Button
          key={action.label}
          size="medium"
          variant={action.variant}
          disabled={selection.selected.size === 0}
          className={styles.bulkAction}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </>
  );
}

/** A number filter the list cannot take (letters typed in), said before asking the server. */
export const numberFilterError = (number: string | undefined) =>
  badNumberFilter(number) ? contactMessages.invalidNumberFilter : '';

export function NumberFilterError({ message }: { message: string }) {
  return message ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : null;
}
