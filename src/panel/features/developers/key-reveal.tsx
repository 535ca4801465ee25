import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import * as styles from './api-keys.css.ts';

/** A whole key, left to right, with a copy button. */
export function KeyReveal({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <output className={styles.whole} dir="ltr" aria-label="کلید API">
        {value}
      </output>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'کپی شد' : 'کپی کلید'}
      </Button>
    </>
  );
}
