// The recipient banks a send picks from, with their counts, the user's phonebooks and the tariff.

import { MESSAGE_CODES } from '../../domain/core/envelope.ts';
import { LEGAL_EXTRA_RIALS_PER_SEND, OFF_FIRST_OPERATOR_EXTRA_PERCENT } from '../../domain/index.ts';
import * as calls from '../../domain/send/send-banks.calls.ts';
import { bankMessages } from '../../domain/send/send-banks.schema.ts';
import {
  phonebookListPage,
  phonebookNumberCount,
  phonebookNumberPage,
  phonebookSummaries,
} from '../contacts/phonebooks.ts';
import { ApiError } from '../http/api-error.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  bankAudience,
  cityList,
  countyList,
  genderList,
  geographyCounts,
  jobCategoryList,
  jobNumberCounts,
  jobSubCategoryList,
  provinceList,
  towerAreaList,
} from './recipient-banks.ts';
import { keywordSenders, loadTariffs } from './send-prepare.ts';
import { userTariff } from './user-tariff.ts';

/** The second version's places: id and name only. */
const places = (rows: readonly { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));

export const sendBankHandlers = (deps: ServerDeps) => {
  const { db } = deps;
  // A province or county that is none of the banks' is refused by its field (422), as published: an
  // empty list would read as a place with nobody in it.
  const knownCounties = async (provinceId: number) => {
    const counties = await countyList(db, provinceId);
    if (counties.length === 0)
      throw new ApiError(
        422,
        bankMessages.unknownProvince,
        { province_id: [bankMessages.unknownProvince] },
        MESSAGE_CODES.invalidFields,
      );
    return counties;
  };
  const knownCities = async (provinceId: number | undefined, countyId: number | undefined) => {
    const cities = await cityList(db, provinceId, countyId);
    if (cities.length === 0) {
      const field = countyId === undefined ? 'province_id' : 'county_id';
      const message = countyId === undefined ? bankMessages.unknownProvince : bankMessages.unknownCountyId;
      throw new ApiError(422, message, { [field]: [message] }, MESSAGE_CODES.invalidFields);
    }
    return cities;
  };
  return [
    implement(calls.bankCountsCall, async ({ query }) => geographyCounts(db, query)),
    implement(calls.gendersCall, async () => genderList()),
    implement(calls.bankCountCall, async ({ body }) => ({
      count: (await bankAudience(db, body, false)).count,
    })),
    implement(calls.keywordCountCall, async ({ auth, query }) => ({
      count: (await keywordSenders(db, auth.account.id, query.keyword)).length,
    })),
    implement(calls.mapConfigCall, async () => ({ tile_url: deps.mapTileUrl ?? null })),
    implement(calls.provincesCall, async () => provinceList(db)),
    implement(calls.countiesCall, async ({ query }) => knownCounties(query.province_id)),
    implement(calls.citiesCall, async ({ query }) => knownCities(query.province_id, query.county_id)),
    implement(calls.provincesV2Call, async () => places(await provinceList(db))),
    implement(calls.countiesV2Call, async ({ query }) => places(await knownCounties(query.province_id))),
    implement(calls.citiesV2Call, async ({ query }) => places(await knownCities(undefined, query.county_id))),
    implement(calls.bankCountsV2Call, async ({ query }) => geographyCounts(db, query)),
    implement(calls.towerAreasCall, async ({ query }) => towerAreaList(db, query.province_id)),
    implement(calls.jobCategoriesCall, async () => jobCategoryList(db)),
    implement(calls.jobSubCategoriesCall, async ({ query }) =>
      jobSubCategoryList(db, query.main_category_id),
    ),
    implement(calls.jobNumberCountCall, async ({ query }) => jobNumberCounts(db, query)),
    implement(calls.phonebookSummaryCall, async ({ auth }) => phonebookSummaries(db, auth.account.id)),
    implement(calls.phonebookListCall, async ({ auth, query }) =>
      phonebookListPage(db, auth.account.id, query),
    ),
    implement(calls.userTariffCall, async ({ auth }) => userTariff(db, auth.account.id)),
    implement(calls.tariffCall, async () => ({
      tariffs: await loadTariffs(db),
      legal_extra_rials: LEGAL_EXTRA_RIALS_PER_SEND,
      off_first_operator_percent: OFF_FIRST_OPERATOR_EXTRA_PERCENT,
    })),
    implement(calls.phonebookNumbersCall, async ({ auth, query }) =>
      phonebookNumberPage(db, auth.account.id, query),
    ),
    implement(calls.phonebookNumbersCountCall, async ({ auth, query }) => ({
      count: await phonebookNumberCount(db, auth.account.id, query.phonebook_ids),
    })),
  ];
};
