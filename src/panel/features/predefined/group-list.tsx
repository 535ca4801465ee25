import { useEffect, useRef } from 'react';
import { formatNumber, type PredefinedGroupItem } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import * as styles from './predefined.css.ts';
import type { GroupFilter } from './predefined-search.ts';

type Props = {
  groups: readonly PredefinedGroupItem[];
  /** All the user's messages; undefined while not known. */
  total: number | undefined;
  current: GroupFilter;
  onSelect: (group: GroupFilter) => void;
  onNew: () => void;
  onRename: (group: PredefinedGroupItem) => void;
  onDelete: (group: PredefinedGroupItem) => void;
};

/** «همه», «بدون گروه» and the user's groups, each with how many messages it holds. */
export function GroupList({ groups, total, current, onSelect, onNew, onRename, onDelete }: Props) {
  const grouped = groups.reduce((sum, g) => sum + g.count, 0);
  const chosen = typeof current === 'number' ? groups.find((g) => g.draft_group_id === current) : undefined;
  return (
    <section className={styles.groups} aria-labelledby="predefined-groups">
      <div className={styles.groupsHead}>
        <h2 id="predefined-groups" className={styles.groupsTitle}>
          گروه‌ها
        </h2>
        <Button size="small" variant="secondary" onClick={onNew}>
          گروه تازه
        </Button>
      </div>
      <ul className={styles.groupList}>
        <Item label="همه" count={total} pressed={current === 'all'} onPress={() => onSelect('all')} />
        <Item
          label="بدون گروه"
          count={total === undefined ? undefined : Math.max(0, total - grouped)}
          pressed={current === 'none'}
          onPress={() => onSelect('none')}
        />
        {groups.map((g) => (
          <Item
            key={g.draft_group_id}
            label={g.title}
            count={g.count}
            pressed={current === g.draft_group_id}
            onPress={() => onSelect(g.draft_group_id)}
          />
        ))}
      </ul>
      {chosen ? (
        <div className={styles.groupActions}>
          <Button size="small" variant="secondary" onClick={() => onRename(chosen)}>
            تغییر نام گروه
          </Button>
          <Button size="small" variant="ghost" onClick={() => onDelete(chosen)}>
            حذف گروه
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Item(props: { label: string; count: number | undefined; pressed: boolean; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  // A phone's row of groups scrolls sideways: the chosen one is brought into view (an opened URL's too).
  useEffect(() => {
    if (props.pressed) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [props.pressed]);
  return (
    <li>
      <button
        ref={ref}
        type="button"
        className={styles.groupButton}
        aria-pressed={props.pressed}
        onClick={props.onPress}
      >
        <span>{props.label}</span>
        <span className={styles.count}>{props.count === undefined ? '…' : formatNumber(props.count)}</span>
      </button>
    </li>
  );
}
