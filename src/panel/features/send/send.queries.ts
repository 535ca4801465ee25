import { queryOptions } from '@tanstack/react-query';
import type {
  BankCountRequest,
  CountData,
  JobCategory,
  JobSubCategory,
  PhonebookSummary,
  TowerArea,
} from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';
import type { City, County, Province, SendCancelData, SenderLine, SendPriceData } from './send-types.ts';

export const sendKeys = {
  all: ['send-data'] as const,
  lines: () => [...sendKeys.all, 'lines'] as const,
  provinces: () => [...sendKeys.all, 'provinces'] as const,
  counties: (province: string) => [...sendKeys.all, 'counties', province] as const,
  cities: (county: string) => [...sendKeys.all, 'cities', county] as const,
  count: (target: object) => [...sendKeys.all, 'count', target] as const,
  bulk: (id: string) => [...sendKeys.all, 'bulk', id] as const,
  towerAreas: () => [...sendKeys.all, 'tower-areas'] as const,
  phonebooks: () => [...sendKeys.all, 'phonebooks'] as const,
  phonebookCount: (ids: readonly string[]) => [...sendKeys.all, 'phonebook-count', ids] as const,
  jobCategories: () => [...sendKeys.all, 'job-categories'] as const,
  jobSubCategories: (category: string) => [...sendKeys.all, 'job-sub-categories', category] as const,
  jobCount: (ids: readonly string[]) => [...sendKeys.all, 'job-count', ids] as const,
};

// spec 7: number/numbers lists the account's sender lines, one of them the default.
export const senderLinesQuery = () =>
  queryOptions({ queryKey: sendKeys.lines(), queryFn: () => api<SenderLine[]>('number/numbers') });

// spec 7: send/banks/provinces, counties and cities, each with its recipient count.
export const provincesQuery = () =>
  queryOptions({ queryKey: sendKeys.provinces(), queryFn: () => api<Province[]>('send/banks/provinces') });

export const countiesQuery = (province: string) =>
  queryOptions({
    queryKey: sendKeys.counties(province),
    queryFn: () => api<County[]>('send/banks/counties', { query: { province_id: province } }),
    enabled: province !== '',
  });

export const citiesQuery = (county: string) =>
  queryOptions({
    queryKey: sendKeys.cities(county),
    queryFn: () => api<City[]>('send/banks/cities', { query: { county_id: county } }),
    enabled: county !== '',
  });

// spec 7: send/banks/counts answers how many recipients a chosen area holds.
export const bankCountQuery = (target: BankCountRequest | null) =>
  queryOptions({
    queryKey: sendKeys.count(target ?? {}),
    queryFn: async () => (await api<CountData>('send/banks/counts', { body: target })).count,
    enabled: target !== null,
  });

export function setDefaultLine(lineId: number) {
  return api<SenderLine>('numbers/defaults/upsert', { body: { number_id: lineId } });
}

export function calculatePrice(body: unknown) {
  return api<SendPriceData>('send/calculate-price', { body });
}

export function cancelSend(bulkId: string, idempotencyKey: string) {
  return api<SendCancelData>('send/cancel', { body: { bulk_id: Number(bulkId) }, idempotencyKey });
}

// spec 7: phonebooks, and phonebooks/numbers/count for the distinct numbers of those chosen.
export const phonebooksQuery = () =>
  queryOptions({ queryKey: sendKeys.phonebooks(), queryFn: () => api<PhonebookSummary[]>('phonebooks') });

export const phonebookCountQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: sendKeys.phonebookCount(ids),
    queryFn: async () =>
      (await api<CountData>('phonebooks/numbers/count', { query: { phonebook_ids: ids.join(',') } })).count,
    enabled: ids.length > 0,
  });

// spec 7: send/jobs/categories, sub-categories and number-count.
export const jobCategoriesQuery = () =>
  queryOptions({
    queryKey: sendKeys.jobCategories(),
    queryFn: () => api<JobCategory[]>('send/jobs/categories'),
  });

export const jobSubCategoriesQuery = (category: string) =>
  queryOptions({
    queryKey: sendKeys.jobSubCategories(category),
    queryFn: () => api<JobSubCategory[]>('send/jobs/sub-categories', { query: { category_id: category } }),
    enabled: category !== '',
  });

export const jobCountQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: sendKeys.jobCount(ids),
    queryFn: async () =>
      (await api<CountData>('send/jobs/number-count', { query: { sub_category_ids: ids.join(',') } })).count,
    enabled: ids.length > 0,
  });

// Irancell tower areas (location send).
export const towerAreasQuery = () =>
  queryOptions({
    queryKey: sendKeys.towerAreas(),
    queryFn: () => api<TowerArea[]>('send/banks/tower-areas'),
  });
