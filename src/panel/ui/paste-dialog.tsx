import { useId, useState } from 'react';
import { formatNumber, messages, parsePastedNumbers } from '../../domain/index.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import * as styles from './number-entry.css.ts';

type Props = {
  open: boolean;
  initialText: string;
  existing: readonly string[];
  /** How many more numbers the list may take (maxCount minus what is there), if limited. */
  room?: number;
  onAdd: (numbers: string[]) => void;
  onClose: () => void;
};

function NumberBox({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  return (
    <div>
      <h3 id={id} className={styles.boxTitle}>
        {title} ({formatNumber(items.length)})
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the 180 px box scrolls and must be reachable by keyboard. */}
      <ul className={styles.box} aria-labelledby={id} tabIndex={0}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The paste dialog with its valid and invalid lists, duplicates flagged, at most 1000 numbers. */
export function PasteDialog({ open, initialText, existing, room, onAdd, onClose }: Props) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [seen, setSeen] = useState(initialText);
  if (seen !== initialText) {
    setSeen(initialText);
    setText(initialText);
  }
  const parsed = parsePastedNumbers(text, existing);
  const taken = room === undefined ? parsed.valid : parsed.valid.slice(0, Math.max(0, room));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="افزودن گروهی شماره‌ها"
      actions={
        <>
          <Button size="medium" disabled={taken.length === 0} onClick={() => onAdd(taken)}>
            افزودن {formatNumber(taken.length)} شماره
          </Button>
          <Button size="medium" variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </>
      }
    >
      <label htmlFor={id}>شماره‌ها را وارد کنید (هر خط یا با ویرگول جدا)</label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {parsed.overflow > 0 ? <p className={styles.warning}>{messages.tooManyPastedNumbers}</p> : null}
      {room !== undefined && taken.length < parsed.valid.length ? (
        <p className={styles.warning}>{messages.maxNumbersReached}</p>
      ) : null}
      <div className={styles.lists}>
        <NumberBox title="شماره‌های معتبر" items={parsed.valid} />
        <NumberBox title="شماره‌های نامعتبر" items={parsed.invalid} />
      </div>
      {parsed.duplicates.length > 0 ? (
        <NumberBox title={messages.alreadyEntered} items={parsed.duplicates} />
      ) : null}
    </Dialog>
  );
}
