import { useQuery } from '@tanstack/react-query';
import { formatNumber, MIN_MAP_RECIPIENTS, messages } from '../../../domain/index.ts';
import { Select } from '../../ui/select.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import { bankCountQuery, towerAreasQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { areas: [] as string[] };
const TOO_FEW = `تعداد گیرندگان ارسال منطقه‌ای باید حداقل ${formatNumber(MIN_MAP_RECIPIENTS)} باشد`;

/** Irancell towers (a location send): areas chosen, at least MIN_MAP_RECIPIENTS. */
export function TowerSend() {
  const { draft, update, clear } = useDraft('tower-irancell', EMPTY);
  const areas = useQuery(towerAreasQuery());
  const ids = draft.areas.map(Number);
  const count = useQuery(bankCountQuery(ids.length > 0 ? { type: 'tower', tower_area_ids: ids } : null));
  const error =
    ids.length === 0
      ? messages.selectLocation
      : count.data !== undefined && count.data < MIN_MAP_RECIPIENTS
        ? TOO_FEW
        : null;
  return (
    <Composer
      mode="tower-irancell"
      recipientsError={error}
      recipients={() => ({ sending_type: 'irancell_tower', params: { tower_area_ids: ids } })}
      recipientCount={count.data}
      onSent={clear}
    >
      <Select
        label="منطقهٔ دکل‌ها"
        multiple
        value={draft.areas}
        onChange={(next) => update({ areas: next })}
        options={(areas.data ?? []).map((a) => ({
          value: String(a.id),
          label: `${a.name} (${formatNumber(a.count)})`,
        }))}
      />
      <RecipientCount query={count} chosen={ids.length > 0} />
    </Composer>
  );
}
