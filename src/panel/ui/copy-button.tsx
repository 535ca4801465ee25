import { useState } from 'react';
import { Button } from './button.tsx';

type Props = { value: string; label: string; copiedLabel?: string };

/** Copies a value (a card or account number) to the clipboard and says so on the button. */
export function CopyButton({ value, label, copiedLabel = 'کپی شد' }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      size="small"
      aria-live="polite"
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
