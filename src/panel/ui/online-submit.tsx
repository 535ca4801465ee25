import { type ComponentProps, useId } from 'react';
import { messages } from '../../domain/index.ts';
import { useOnline } from '../lib/use-online.ts';
import { Button } from './button.tsx';
import * as styles from './online-submit.css.ts';

/**
 * The submit button of a write that cannot wait for the network (a payment, a password or two-step
 * change, an API key): offline it is disabled with its reason beside it, never queued to go out later
 * on its own. Back online, it is enabled again as it was.
 */
export function OnlineSubmit({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const online = useOnline();
  const reasonId = useId();
  return (
    <>
      {online ? null : (
        <p id={reasonId} className={styles.reason} role="status">
          {messages.needsNetwork}
        </p>
      )}
      <Button
        type="submit"
        disabled={disabled || !online}
        aria-describedby={online ? undefined : reasonId}
        {...props}
      />
    </>
  );
}
