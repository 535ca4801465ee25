import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_PATTERN_DRAFT, type PatternDraft } from './pattern-form.ts';

/** Typing is saved after this pause (ms): often enough that leaving by mistake loses a word at most. */
const DRAFT_SAVE_MS = 400;
const PREFIX = 'pattern-draft:';

function readSaved(key: string): PatternDraft | null {
  try {
    const saved = localStorage.getItem(PREFIX + key);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Partial<PatternDraft>;
    return { ...EMPTY_PATTERN_DRAFT, ...parsed, settings: { ...parsed.settings } };
  } catch {
    return null;
  }
}

function write(key: string, draft: PatternDraft) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // A full or refused storage keeps the draft in memory only.
  }
}

/**
 * The pattern being written survives leaving the page by mistake, a reload or a crash: it is kept
 * (per screen: the new pattern, or the edit of one code) from the first change until it is submitted
 * or thrown away. `restored` says the page opened on such a kept draft.
 */
export function usePatternDraft(key: string, initial: PatternDraft) {
  const [saved] = useState(() => readSaved(key));
  const [draft, setDraft] = useState<PatternDraft>(saved ?? initial);
  const [restored, setRestored] = useState(saved !== null);
  const changed = useRef(saved !== null);
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => write(key, draft), DRAFT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [key, draft]);

  // A tab closed within the pause still keeps what was typed.
  useEffect(() => {
    const flush = () => {
      if (changed.current) write(key, latest.current);
    };
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      // Leaving the screen inside the app within the pause keeps it too.
      flush();
    };
  }, [key]);

  const update = useCallback((patch: Partial<PatternDraft>) => {
    changed.current = true;
    setDraft((current) => ({ ...current, ...patch }));
  }, []);

  /** Forgets the kept draft: after a submit, or to start again from `initial`. */
  const discard = useCallback(() => {
    changed.current = false;
    localStorage.removeItem(PREFIX + key);
    setRestored(false);
    setDraft(initial);
  }, [key, initial]);

  return { draft, update, discard, restored };
}
