import { useNavigate, useSearch } from '@tanstack/react-router';

export type SearchRecord = Record<string, unknown>;

/**
 * The current route's search params, loosely typed: the parts serve every list screen, and each
 * screen's own route declares (and falls back) its params. URL updates replace the
 * current history entry.
 */
export function useUrlSearch() {
  const search = useSearch({ strict: false }) as SearchRecord;
  const navigate = useNavigate();
  const update = (change: (current: SearchRecord) => SearchRecord) =>
    navigate({ to: '.', search: ((current: SearchRecord) => change(current)) as never, replace: true });
  return { search, update };
}

export const searchText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

export function withoutEmpty(record: SearchRecord): SearchRecord {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== ''),
  );
}
