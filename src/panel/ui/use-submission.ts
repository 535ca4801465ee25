import { useState } from 'react';
import { messages } from '../../domain/core/messages.ts';
import { type FieldErrors, serverFieldErrors } from './form.ts';

/**
 * Runs a form's call: busy while it runs; when it fails, the message to show (already the Persian
 * text on an ApiError) and the server's per-field errors handed to the form. Nothing typed is cleared.
 */
export function useSubmission(setFieldErrors?: (errors: FieldErrors) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setFieldErrors?.(serverFieldErrors((failure as { body?: unknown }).body));
      // fetch's own failure (no network) speaks English: the user reads it in Persian.
      setError(
        failure instanceof TypeError
          ? messages.unreachable
          : failure instanceof Error
            ? failure.message
            : String(failure),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
