import { ToggleChips } from '../../ui/toggle-chips.tsx';
import { InboxKeywordSend } from './inbox-keyword-send.tsx';
import type { KeywordTarget } from './keyword-search.ts';
import * as styles from './keyword-send.css.ts';
import { KeywordSend } from './keyword-send.tsx';

/** Whom the keyword page sends to: a file's rows (mail merge), or those who texted a keyword. */

const OPTIONS: readonly { value: KeywordTarget; label: string }[] = [
  { value: 'file', label: 'ارسال از فایل با متغیر ستون' },
  { value: 'senders', label: 'ارسال به فرستندگان کلیدواژه' },
];

/** The keyword page: the choice of the two, then that one's composer (each keeps its own draft). */
export function KeywordPage({
  target,
  onTarget,
}: {
  target: KeywordTarget;
  onTarget: (target: KeywordTarget) => void;
}) {
  return (
    <div className={styles.page}>
      <ToggleChips label="گیرندگان ارسال کلیدواژه‌ای" options={OPTIONS} value={target} onChange={onTarget} />
      {target === 'senders' ? <InboxKeywordSend /> : <KeywordSend />}
    </div>
  );
}
