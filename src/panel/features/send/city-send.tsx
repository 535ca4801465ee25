import { useQuery } from '@tanstack/react-query';
import { type BankCountRequest, formatNumber, messages } from '../../../domain/index.ts';
import { Select } from '../../ui/select.tsx';
import { ANY_AUDIENCE, audienceParams, audienceProblem, NO_RECIPIENTS, SEND_FILTERS } from './audience.ts';
import { AudienceFilters } from './audience-filters.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import * as styles from './send.css.ts';
import { citiesQuery, cityCountQuery, countiesQuery, provincesQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { province: '', county: '', cities: [] as string[], ...ANY_AUDIENCE };

const option = (p: { id: number; name: string; count: number }) => ({
  value: String(p.id),
  label: `${p.name} (${formatNumber(p.count)})`,
});

/**
 * The documented country params: one per chosen city, else the county, else the province, each with
 * the filters chosen.
 */
function places(draft: typeof EMPTY) {
  const province_id = Number(draft.province);
  const audience = audienceParams(draft);
  if (draft.cities.length > 0)
    return draft.cities.map((id) => ({
      province_id,
      county_id: Number(draft.county),
      city_id: Number(id),
      ...audience,
    }));
  return [
    { ...(draft.county ? { province_id, county_id: Number(draft.county) } : { province_id }), ...audience },
  ];
}

/** City/province send: a province, then optionally a county, then optionally its cities. */
export function CitySend() {
  const { draft, update, clear } = useDraft('city-province', EMPTY);
  const provinces = useQuery(provincesQuery());
  const counties = useQuery(countiesQuery(draft.province));
  const cities = useQuery(citiesQuery(draft.county));
  // The narrowest choice made is the target (send.schema.ts CityTargetSchema).
  const target: BankCountRequest | null =
    draft.cities.length > 0
      ? { type: 'city', province_ids: [], county_ids: [], city_ids: draft.cities.map(Number) }
      : draft.county
        ? { type: 'city', province_ids: [], county_ids: [Number(draft.county)], city_ids: [] }
        : draft.province
          ? { type: 'city', province_ids: [Number(draft.province)], county_ids: [], city_ids: [] }
          : null;
  const problem = audienceProblem(draft);
  const count = useQuery(cityCountQuery(draft.province && !problem ? draft : null));
  return (
    <Composer
      mode="city-province"
      recipientsError={
        target === null ? messages.selectCity : (problem ?? (count.data === 0 ? NO_RECIPIENTS : null))
      }
      recipients={() => ({ sending_type: 'country', params: places(draft) })}
      recipientCount={count.data}
      onSent={clear}
    >
      <div className={styles.row}>
        <div className={styles.grow}>
          <Select
            label="استان"
            value={draft.province ? [draft.province] : []}
            onChange={([province = '']) => update({ province, county: '', cities: [] })}
            options={(provinces.data ?? []).map(option)}
          />
        </div>
        <div className={styles.grow}>
          <Select
            label="شهرستان"
            value={draft.county ? [draft.county] : []}
            onChange={([county = '']) => update({ county, cities: [] })}
            options={(counties.data ?? []).map(option)}
            placeholder={draft.province ? 'همهٔ شهرستان‌ها' : 'ابتدا استان را انتخاب کنید'}
          />
        </div>
        <div className={styles.grow}>
          <Select
            label="شهر"
            multiple
            value={draft.cities}
            onChange={(next) => update({ cities: next })}
            options={(cities.data ?? []).map(option)}
            placeholder={draft.county ? 'همهٔ شهرها' : 'ابتدا شهرستان را انتخاب کنید'}
          />
        </div>
      </div>
      <AudienceFilters fields={SEND_FILTERS.country} value={draft} onChange={update} />
      <RecipientCount query={count} chosen={target !== null && problem === null} />
    </Composer>
  );
}
