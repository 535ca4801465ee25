import { queryOptions } from '@tanstack/react-query';
import type { CallBodyInput } from '../../../domain/core/call.ts';
import {
  type BankCountRequest,
  type OperatorCounts,
  PHONEBOOKS_MAX_PER_PAGE,
} from '../../../domain/index.ts';
import { bulkSummaryCall } from '../../../domain/reports/reports.calls.ts';
import * as calls from '../../../domain/send/send.calls.ts';
import * as banks from '../../../domain/send/send-banks.calls.ts';
import { call, callList } from '../../lib/api.ts';
import { senderLinesKey } from '../../lib/sender-lines.queries.ts';
import { ANY_AUDIENCE, type AudienceFilter, audienceParams, operatorParam, slicedTotal } from './audience.ts';

/** Every operator's numbers of a published count, together. */
const total = (c: OperatorCounts) => c.mci_count + c.irancell_count + c.other_count;

export const sendKeys = {
  all: ['send'] as const,
  lines: senderLinesKey,
  provinces: () => [...sendKeys.all, 'provinces'] as const,
  counties: (province: string) => [...sendKeys.all, 'counties', province] as const,
  cities: (county: string) => [...sendKeys.all, 'cities', county] as const,
  count: (target: object) => [...sendKeys.all, 'count', target] as const,
  keywordCount: (keyword: string) => [...sendKeys.all, 'keyword-count', keyword] as const,
  areaCount: (area: CityArea) => [...sendKeys.all, 'area-count', area] as const,
  bulk: (id: string) => [...sendKeys.all, 'bulk', id] as const,
  towerAreas: () => [...sendKeys.all, 'tower-areas'] as const,
  phonebooks: () => [...sendKeys.all, 'phonebooks'] as const,
  phonebookCount: (ids: readonly string[]) => [...sendKeys.all, 'phonebook-count', ids] as const,
  phonebookFeatures: (id: string) => [...sendKeys.all, 'phonebook-features', id] as const,
  phonebookFirst: (id: string) => [...sendKeys.all, 'phonebook-first', id] as const,
  jobCategories: () => [...sendKeys.all, 'job-categories'] as const,
  jobSubCategories: (category: string) => [...sendKeys.all, 'job-sub-categories', category] as const,
  jobCount: (category: string, ids: readonly string[], filter: AudienceFilter) =>
    [...sendKeys.all, 'job-count', category, ids, filter] as const,
};

// send/banks/provinces, counties and cities, each with its recipient count.
export const provincesQuery = () =>
  queryOptions({ queryKey: sendKeys.provinces(), queryFn: () => call(banks.provincesCall) });

export const countiesQuery = (province: string) =>
  queryOptions({
    queryKey: sendKeys.counties(province),
    queryFn: () => call(banks.countiesCall, { query: { province_id: province } }),
    enabled: province !== '',
  });

export const citiesQuery = (county: string) =>
  queryOptions({
    queryKey: sendKeys.cities(county),
    queryFn: () => call(banks.citiesCall, { query: { county_id: county } }),
    enabled: county !== '',
  });

/** A province, or one of its counties, or some of that county's cities, with who of their people. */
export type CityArea = { province: string; county: string; cities: readonly string[] } & AudienceFilter;

// GET send/banks/counts counts one area; several cities are counted one by one and added (a city's
// numbers are its own, so the sum is the whole). Each city is a param of the send with its own
// operator slice, so the slice is taken of each city's count.
export const cityCountQuery = (area: CityArea | null) =>
  queryOptions({
    queryKey: sendKeys.areaCount(area ?? { province: '', county: '', cities: [], ...ANY_AUDIENCE }),
    queryFn: async () => {
      const { province, county, cities, ...filter } = area as CityArea;
      const { gender, age_from, age_to, pre, bank } = audienceParams(filter);
      const one = async (city?: string) =>
        slicedTotal(
          await call(banks.bankCountsCall, {
            query: {
              province_id: province,
              county_id: county || undefined,
              city_id: city,
              gender_id: gender,
              birth_year_from: age_from,
              birth_year_to: age_to,
              number_prefix: pre === undefined ? undefined : String(pre),
              bank,
            },
          }),
          filter,
        );
      const counts = await Promise.all(cities.length > 0 ? cities.map(one) : [one()]);
      return counts.reduce((s, n) => s + n, 0);
    },
    enabled: area !== null,
  });

// POST send/banks/counts answers how many recipients a map area, postal codes or tower areas hold.
export const bankCountQuery = (target: BankCountRequest | null) =>
  queryOptions({
    queryKey: sendKeys.count(target ?? {}),
    queryFn: async () => (await call(banks.bankCountCall, { body: target as BankCountRequest })).count,
    enabled: target !== null,
  });

// send/keyword/count: how many numbers texted the keyword to the user's lines.
export const keywordCountQuery = (keyword: string) =>
  queryOptions({
    queryKey: sendKeys.keywordCount(keyword),
    queryFn: async () => (await call(banks.keywordCountCall, { query: { keyword } })).count,
    enabled: keyword !== '',
  });

export function setDefaultLine(lineId: number) {
  return call(calls.defaultLineCall, { body: { number_id: lineId } });
}

export function calculatePrice(body: CallBodyInput<typeof calls.calculatePriceCall>) {
  return call(calls.calculatePriceCall, { body });
}

// report/by_bulk: a send read back (the success page after a reload, or a send that waited offline).
export const bulkReportQuery = (id: string) =>
  queryOptions({
    queryKey: [...sendKeys.bulk(id), 'report'] as const,
    queryFn: () => call(bulkSummaryCall, { query: { messages_outbox_id: id } }),
  });

/** Stops the send, then reads it back (report/by_bulk) for what was refunded: the stop answers no data. */
export async function cancelSend(bulkId: string, idempotencyKey: string) {
  await call(calls.sendCancelCall, { body: { message_outbox_id: Number(bulkId) }, idempotencyKey });
  const report = await call(bulkSummaryCall, { query: { messages_outbox_id: bulkId } });
  return { status: report.bulk.status, refund: report.bulk.refunded };
}

// phonebooks/list-new (one page holds them all), and phonebooks/numbers/count for the distinct
// numbers of those chosen.
export const phonebooksQuery = () =>
  queryOptions({
    queryKey: sendKeys.phonebooks(),
    queryFn: async () =>
      (await callList(banks.phonebookListCall, { query: { per_page: PHONEBOOKS_MAX_PER_PAGE } })).items,
  });

export const phonebookCountQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: sendKeys.phonebookCount(ids),
    queryFn: async () =>
      (await call(banks.phonebookNumbersCountCall, { query: { phonebook_ids: ids.join(',') } })).count,
    enabled: ids.length > 0,
  });

// A personalised text's placeholders: the book's features (send/keyword-phonebook/features), and its
// first contacts with their values for the preview (phonebooks/numbers/list).
export const phonebookFeaturesQuery = (id: string) =>
  queryOptions({
    queryKey: sendKeys.phonebookFeatures(id),
    queryFn: async () => (await call(calls.phonebookFeaturesCall, { query: { phonebook_id: id } })).features,
    enabled: id !== '',
  });

export const phonebookFirstContactsQuery = (id: string, count: number) =>
  queryOptions({
    queryKey: sendKeys.phonebookFirst(id),
    queryFn: async () =>
      (
        await callList(banks.phonebookNumbersCall, {
          query: { phonebook_id: id, page: 1, per_page: count },
        })
      ).items,
    enabled: id !== '',
  });

// send/jobs/categories, sub-categories and number-count.
export const jobCategoriesQuery = () =>
  queryOptions({
    queryKey: sendKeys.jobCategories(),
    queryFn: () => call(banks.jobCategoriesCall),
  });

export const jobSubCategoriesQuery = (category: string) =>
  queryOptions({
    queryKey: sendKeys.jobSubCategories(category),
    queryFn: () => call(banks.jobSubCategoriesCall, { query: { main_category_id: category } }),
    enabled: category !== '',
  });

// number-count counts one sub-category with the operator slice a job param takes; the chosen ones
// are counted one by one and added.
export const jobCountQuery = (category: string, ids: readonly string[], filter: AudienceFilter) =>
  queryOptions({
    queryKey: sendKeys.jobCount(category, ids, filter),
    queryFn: async () => {
      const [slice] = operatorParam(filter).operator ?? [];
      const counts = await Promise.all(
        ids.map(async (id) =>
          total(
            await call(banks.jobNumberCountCall, {
              query: {
                main_category_id: category,
                sub_category_id: id,
                operator_id: slice?.id,
                start: slice?.start,
                size: slice?.size,
              },
            }),
          ),
        ),
      );
      return counts.reduce((s, n) => s + n, 0);
    },
    enabled: category !== '' && ids.length > 0,
  });

// Irancell tower areas (location send).
export const towerAreasQuery = () =>
  queryOptions({
    queryKey: sendKeys.towerAreas(),
    queryFn: () => call(banks.towerAreasCall, { query: {} }),
  });
