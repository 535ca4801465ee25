import { type ReactNode, useEffect, useId, useState } from 'react';
import * as styles from './tooltip.css.ts';

type Props = {
  text: string;
  /** The element the tooltip explains; by default a small ‘?’ button. */
  children?: ReactNode;
  label?: string;
};

/** A tooltip shown on hover and on keyboard focus, hidden on Escape (at most 152 px wide). */
export function Tooltip({ text, children, label = 'راهنما' }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  // Escape hides it wherever the focus is, as a hover tooltip has no focus of its own (WCAG 1.4.13).
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setShown(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only relays the hover and focus of what it explains.
    <span
      className={styles.anchor}
      onPointerEnter={() => setShown(true)}
      onPointerLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      {children ?? (
        <button type="button" className={styles.trigger} aria-label={label} aria-describedby={id}>
          ؟
        </button>
      )}
      <span role="tooltip" id={id} className={styles.bubble} hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
