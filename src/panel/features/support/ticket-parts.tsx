// Small parts the support screens share: a state's badge, a star rating and the files of a message.
import { useId, useState } from 'react';
import { formatNumber } from '../../../domain/index.ts';
import { supportMessages } from '../../../domain/support/support.messages.ts';
import {
  ATTACHMENT_SNIFF_BYTES,
  attachmentProblem,
  MAX_ATTACHMENTS_PER_MESSAGE,
  TICKET_STATES,
  type TicketStateId,
} from '../../../domain/support/support.rules.ts';
import * as styles from './support.css.ts';

export function StateBadge({ state }: { state: number }) {
  const s = TICKET_STATES[state as TicketStateId] ?? TICKET_STATES[2];
  return (
    <span className={styles.tone[s.tone]} data-testid="ticket-state">
      {s.title}
    </span>
  );
}

/** Five stars; a tap rates (1 to 5). Read only without `onRate`. */
export function Stars({
  value,
  onRate,
  label,
}: {
  value: number | null;
  onRate?: (n: number) => void;
  label: string;
}) {
  return (
    <fieldset className={styles.stars} aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={value !== null && n <= value ? styles.starOn : styles.star}
          aria-label={`${formatNumber(n)} از ۵`}
          aria-pressed={value === n}
          disabled={!onRate}
          onClick={() => onRate?.(n)}
        >
          ★
        </button>
      ))}
    </fieldset>
  );
}

const PROBLEM_MESSAGES = {
  empty: supportMessages.emptyFile,
  type: supportMessages.fileType,
  size: supportMessages.fileTooLarge,
} as const;

export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const id = useId();
  const [error, setError] = useState<string>();
  const add = async (chosen: FileList | null) => {
    setError(undefined);
    const next = [...files];
    for (const file of Array.from(chosen ?? [])) {
      const head = new Uint8Array(await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer());
      const problem = attachmentProblem(head, file.size);
      if (problem) {
        setError(`${file.name}: ${PROBLEM_MESSAGES[problem]}`);
        continue;
      }
      if (next.length >= MAX_ATTACHMENTS_PER_MESSAGE) {
        setError(supportMessages.tooManyFiles);
        break;
      }
      next.push(file);
    }
    onChange(next);
  };
  return (
    <div className={styles.field}>
      <span className={styles.label}>پیوست</span>
      <span className={styles.row}>
        <label className={styles.fileChip} htmlFor={id}>
          افزودن پیوست
        </label>
        <span className={styles.muted}>
          تصویر یا PDF، هر کدام تا ۲ مگابایت، حداکثر {formatNumber(MAX_ATTACHMENTS_PER_MESSAGE)} فایل
        </span>
      </span>
      <input
        id={id}
        className={styles.visuallyHidden}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,application/pdf"
        data-testid="attachments-input"
        onChange={(e) => {
          void add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>
              <button
                type="button"
                className={styles.fileChip}
                aria-label={`حذف ${f.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                {f.name} ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
