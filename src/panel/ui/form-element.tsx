import type { ReactNode } from 'react';

type Props = { className?: string; onSubmit: () => void; children: ReactNode };

/** A form validated by its schema, not the browser's bubbles: Enter and the submit button both submit. */
export function Form({ className, onSubmit, children }: Props) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
