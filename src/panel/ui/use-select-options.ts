import { useEffect, useRef, useState } from 'react';
import { SELECT_SEARCH_DEBOUNCE_MS } from '../../domain/index.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type LoadOptions = (search: string, page: number) => Promise<readonly SelectOption[]>;

type Source = { options?: readonly SelectOption[]; load?: LoadOptions; pageSize: number; open: boolean };

/**
 * A static list filters as typed; a loaded list searches after a 1000 ms pause and pages
 * on demand: another page is asked for only while the last one came back full.
 */
export function useSelectOptions({ options, load, pageSize, open }: Source) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<SelectOption[]>([]);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  useEffect(() => {
    if (!load) return;
    const timer = setTimeout(() => setQuery(search), SELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, load]);

  const fetchPage = (target: number, text: string) => {
    if (!load) return;
    const id = ++request.current;
    setLoading(true);
    load(text, target).then(
      (rows) => {
        if (id !== request.current) return; // a newer search won
        setLoaded((current) => (target === 1 ? [...rows] : [...current, ...rows]));
        setPage(target);
        setMore(rows.length >= pageSize);
        setLoading(false);
      },
      () => id === request.current && setLoading(false),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query or opening starts from page 1.
  useEffect(() => {
    if (open && load) fetchPage(1, query);
  }, [open, query, load]);

  const nextPage = () => {
    if (load && more && !loading && page > 0) fetchPage(page + 1, query);
  };
  const needle = search.trim();
  const shown = load ? loaded : (options ?? []).filter((option) => option.label.includes(needle));
  return { search, setSearch, searching: needle !== '', shown, loading, nextPage };
}
