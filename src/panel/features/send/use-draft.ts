import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing is saved after this pause (ms): often enough that a crash loses a word at most. */
const DRAFT_SAVE_MS = 400;
const PREFIX = 'send-draft:';

function read<T>(key: string, initial: T): T {
  try {
    const saved = localStorage.getItem(PREFIX + key);
    return saved ? { ...initial, ...(JSON.parse(saved) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

/** What is being composed survives a reload, a crash or going offline; cleared after a send. */
export function useDraft<T extends object>(key: string, initial: T) {
  const [state, setState] = useState<T>(() => read(key, initial));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(state));
      } catch {
        // A full or refused storage keeps the draft in memory only.
      }
    }, DRAFT_SAVE_MS);
  }, [key, state]);

  // A tab closed within the pause still keeps what was typed.
  useEffect(() => {
    const flush = () => localStorage.setItem(PREFIX + key, JSON.stringify(latest.current));
    addEventListener('pagehide', flush);
    return () => removeEventListener('pagehide', flush);
  }, [key]);

  const update = useCallback((patch: Partial<T>) => setState((s) => ({ ...s, ...patch })), []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    localStorage.removeItem(PREFIX + key);
    setState(initial);
  }, [key, initial]);
  return { draft: state, update, clear };
}
