import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../domain/index.ts';
import { ToggleChips } from '../ui/toggle-chips.tsx';
import { predefinedGroupsQuery } from './predefined.queries.ts';

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
  const options = [
    { value: null, label: noneLabel },
    ...groups.data.map((group) => ({
      value: group.draft_group_id,
      label: `${group.title} (${formatNumber(group.count)})`,
    })),
  ];
  return <ToggleChips<number | null> options={options} value={value} onChange={onChange} label={label} />;
}
