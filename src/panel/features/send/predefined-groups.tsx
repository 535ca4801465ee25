import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../domain/index.ts';
import { predefinedGroupsQuery } from './predefined.queries.ts';
import * as styles from './predefined-picker.css.ts';

type Props = {
  value: number | null;
  onChange: (groupId: number | null) => void;
  /** The chip that means no group: «همه» when filtering, «بدون گروه» when saving. */
  noneLabel: string;
  label: string;
};

/** The user's predefined-message groups as toggle chips, each with its count; none when there are none. */
export function GroupChips({ value, onChange, noneLabel, label }: Props) {
  const groups = useQuery(predefinedGroupsQuery());
  if (!groups.data || groups.data.length === 0) return null;
  return (
    <fieldset className={styles.groups} aria-label={label}>
      <Chip label={noneLabel} pressed={value === null} onPress={() => onChange(null)} />
      {groups.data.map((group) => (
        <Chip
          key={group.draft_group_id}
          label={`${group.title} (${formatNumber(group.count)})`}
          pressed={value === group.draft_group_id}
          onPress={() => onChange(group.draft_group_id)}
        />
      ))}
    </fieldset>
  );
}

function Chip({ label, pressed, onPress }: { label: string; pressed: boolean; onPress: () => void }) {
  return (
    <button type="button" className={styles.group} aria-pressed={pressed} onClick={onPress}>
      {label}
    </button>
  );
}
