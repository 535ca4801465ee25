import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, type PredefinedMessageItem } from '../../../domain/index.ts';
import { GroupChips } from '../../lib/predefined-groups.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './predefined.css.ts';
import { movePredefined, refreshPredefined } from './predefined-screen.queries.ts';

type Props = {
  items: readonly PredefinedMessageItem[];
  onClose: () => void;
  onMoved: (message: string) => void;
};

/** Moves one message or several to another group, or out of every group. */
export function MoveDialog({ items, onClose, onMoved }: Props) {
  const queryClient = useQueryClient();
  const shared = new Set(items.map((item) => item.draft_group_id));
  const [group, setGroup] = useState<number | null>(
    shared.size === 1 ? items[0]?.draft_group_id || null : null,
  );
  const { busy, error, run } = useSubmission();
  const move = () =>
    void run(async () => {
      await movePredefined(items, group);
      await refreshPredefined(queryClient);
      onMoved(
        items.length === 1 ? 'پیام آماده منتقل شد' : `${formatNumber(items.length)} پیام آماده منتقل شد`,
      );
      onClose();
    });
  return (
    <FormDialog
      onClose={onClose}
      title={items.length === 1 ? 'انتقال پیام آماده' : `انتقال ${formatNumber(items.length)} پیام آماده`}
      busy={busy}
      onSubmit={move}
      error={error}
      submitLabel="انتقال"
    >
      <p className={styles.value}>به کدام گروه برود؟</p>
      <GroupChips value={group} onChange={setGroup} noneLabel="بدون گروه" label="گروه مقصد" />
    </FormDialog>
  );
}
