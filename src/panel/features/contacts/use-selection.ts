import { useState } from 'react';

/**
 * Rows ticked on the page shown. Another page or other filters put rows out of sight: those are let
 * go, so an action never touches what the user cannot see. `rows` is the query's own array (kept
 * between renders), so a new page is a new array.
 */
export function useSelection<T, K>(rows: readonly T[] | undefined, keyOf: (row: T) => K) {
  const [selected, setSelected] = useState<ReadonlySet<K>>(new Set());
  const [shown, setShown] = useState(rows);
  const keys = (rows ?? []).map(keyOf);
  if (rows !== shown) {
    setShown(rows);
    const onPage = new Set(keys);
    if ([...selected].some((k) => !onPage.has(k)))
      setSelected(new Set([...selected].filter((k) => onPage.has(k))));
  }
  const all = keys.length > 0 && keys.every((k) => selected.has(k));
  return {
    selected,
    all,
    none: keys.length === 0,
    toggle: (key: K) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    toggleAll: () => setSelected(all ? new Set() : new Set(keys)),
    clear: () => setSelected(new Set()),
  };
}
