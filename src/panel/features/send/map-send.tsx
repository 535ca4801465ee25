import { useQuery } from '@tanstack/react-query';
import { type LngLat, MIN_MAP_RECIPIENTS, messages } from '../../../domain/index.ts';
import { Composer } from './composer.tsx';
import { MapArea } from './map-area.tsx';
import { RecipientCount } from './recipient-count.tsx';
import { bankCountQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { polygon: [] as LngLat[] };

/** Map send: an area drawn on the map, refused under MIN_MAP_RECIPIENTS recipients. */
export function MapSend() {
  const { draft, update, clear } = useDraft('map', EMPTY);
  const chosen = draft.polygon.length >= 3;
  const count = useQuery(bankCountQuery(chosen ? { type: 'map', polygon: draft.polygon } : null));
  const error = !chosen
    ? messages.selectLocation
    : count.data === undefined
      ? 'تعداد گیرندگان هنوز شمرده نشده است'
      : count.data < MIN_MAP_RECIPIENTS
        ? messages.minMapRecipients
        : null;
  return (
    <Composer
      mode="map"
      recipientsError={error}
      recipients={() => ({ sending_type: 'map', params: { polygon: draft.polygon } })}
      recipientCount={count.data}
      onSent={clear}
    >
      <MapArea value={draft.polygon} onChange={(polygon) => update({ polygon })} />
      <RecipientCount query={count} chosen={chosen} />
    </Composer>
  );
}
