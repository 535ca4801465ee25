import type { ButtonHTMLAttributes } from 'react';
import * as styles from './button.css.ts';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'small' | 'medium' | 'large';
  block?: boolean;
  busy?: boolean;
};

export function Button({ variant, size, block, busy, className, disabled, children, ...rest }: Props) {
  const classes = [styles.button({ variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
