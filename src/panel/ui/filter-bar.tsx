import { useEffect, useState } from 'react';
import { Button } from './button.tsx';
import * as styles from './filter-bar.css.ts';
import { type FilterDef, FilterField, filterKeys } from './filter-field.tsx';
import { searchText, useUrlSearch, withoutEmpty } from './url-search.ts';

/**
 * Edits are held locally; Apply writes them to the URL and resets the page to 1; Clear
 * removes the filter params but keeps limit and tab; both are disabled when nothing is filtered.
 */
export function FilterBar({ filters }: { filters: readonly FilterDef[] }) {
  const { search, update } = useUrlSearch();
  const keys = filters.flatMap(filterKeys);
  const fromUrl = Object.fromEntries(keys.map((key) => [key, searchText(search[key])]));
  const urlSignature = JSON.stringify(fromUrl);
  const [draft, setDraft] = useState<Record<string, string>>(fromUrl);
  // A back navigation or a link with other filters replaces what was being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for fromUrl.
  useEffect(() => setDraft(fromUrl), [urlSignature]);

  const filtered = keys.some((key) => draft[key] || fromUrl[key]);
  const apply = () =>
    update((current) => {
      const next = { ...current, ...draft, page: 1 };
      return withoutEmpty(next);
    });
  const clear = () => {
    setDraft({});
    update((current) => {
      const next = { ...current };
      for (const key of [...keys, 'page']) delete next[key];
      return next;
    });
  };
  return (
    <search aria-label="فیلترها">
      <form
        className={styles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          if (filtered) apply();
        }}
      >
        {filters.map((filter) => (
          <FilterField
            key={filter.key}
            filter={filter}
            values={draft}
            set={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" size="large" disabled={!filtered}>
            اعمال فیلتر
          </Button>
          <Button variant="secondary" size="large" disabled={!filtered} onClick={clear}>
            پاک کردن
          </Button>
        </div>
      </form>
    </search>
  );
}
