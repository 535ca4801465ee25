// The predefined screens' reads and writes. Every key sits under the composer picker's
// `predefined` key, so a change made here refreshes the picker too, and one made there refreshes these.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  PREDEFINED_MESSAGES_MAX,
  PREDEFINED_SEARCH_MAX,
  type PredefinedMessage,
  type PredefinedMessageItem,
} from '../../../domain/index.ts';
import * as calls from '../../../domain/predefined/predefined.calls.ts';
import * as bankCalls from '../../../domain/send/send-banks.calls.ts';
import { call, callList } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { draftShown } from '../../lib/outbox/server-copies.ts';
import { predefinedKeys } from '../../lib/predefined.queries.ts';
import { draftGroupIdOf, type GroupFilter } from './predefined-search.ts';

/** The list call's largest page. */
const LARGEST_PAGE = 100;

export type PageFilters = { group: GroupFilter; q: string; page: number; limit: number };

export const screenKeys = {
  page: (filters: PageFilters) => [...predefinedKeys.all, 'page', filters] as const,
  count: () => [...predefinedKeys.all, 'count'] as const,
  one: (id: number) => [...predefinedKeys.all, 'one', id] as const,
};

export const predefinedPageQuery = (filters: PageFilters) =>
  queryOptions({
    queryKey: screenKeys.page(filters),
    queryFn: ({ signal }) =>
      callList(calls.predefinedListCall, {
        query: {
          page: filters.page,
          per_page: filters.limit,
          q: filters.q.slice(0, PREDEFINED_SEARCH_MAX) || undefined,
          draft_group_id: draftGroupIdOf(filters.group),
        },
        signal,
      }),
  });

/** How many messages the user has in all: the ungrouped ones are this less the groups' counts. */
export const predefinedTotalQuery = () =>
  queryOptions({
    queryKey: screenKeys.count(),
    queryFn: async ({ signal }) => (await call(calls.predefinedGroupCountCall, { query: {}, signal })).count,
  });

/**
 * One message. The published API has no call for one draft; a user keeps at most
 * PREDEFINED_MESSAGES_MAX of them, so the list's largest pages find it in two calls at most.
 */
export const predefinedOneQuery = (id: number) =>
  queryOptions({
    queryKey: screenKeys.one(id),
    queryFn: async ({ signal }): Promise<PredefinedMessageItem | null> => {
      for (let page = 1; page <= Math.ceil(PREDEFINED_MESSAGES_MAX / LARGEST_PAGE); page++) {
        const { items, meta } = await callList(calls.predefinedListCall, {
          query: { page, per_page: LARGEST_PAGE },
          signal,
        });
        const found = items.find((item) => item.draft_id === id);
        if (found) return found;
        if (meta.current_page >= meta.last_page) break;
      }
      return null;
    },
  });

export const refreshPredefined = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: predefinedKeys.all });

/**
 * Saves a message, or keeps it in the outbox while offline (shown at once on its card, marked); an edit
 * carries the revision it was made on, so a message changed meanwhile is a conflict the user settles.
 */
export const savePredefined = (item: PredefinedMessageItem | null, body: PredefinedMessage) => {
  const text = body.title || body.message;
  const name = text.length > 30 ? `${text.slice(0, 30).trimEnd()}…` : text;
  const detail = {
    message: body.message,
    title: body.title ?? '',
    shown: draftShown(body.message, body.title),
  };
  return item
    ? writeOrQueue(
        calls.predefinedUpdateCall,
        { body: { ...body, draft_id: item.draft_id } },
        {
          kind: 'draft.edit',
          label: `ویرایش پیام آماده «${name}»`,
          target: `draft ${item.draft_id}`,
          ifMatch: item.revision,
          detail: { ...detail, draft_id: item.draft_id },
        },
      )
    : writeOrQueue(
        calls.predefinedCreateCall,
        { body },
        { kind: 'draft.add', label: `پیام آماده تازه «${name}»`, detail },
      );
};

/** Moves messages to a group (null: ungrouped). The API changes one at a time; they go together. */
export const movePredefined = (items: readonly PredefinedMessageItem[], groupId: number | null) =>
  Promise.all(
    items.map((item) =>
      call(calls.predefinedUpdateCall, {
        body: { draft_id: item.draft_id, message: item.message, draft_group_id: groupId },
      }),
    ),
  );

export const deletePredefined = (ids: readonly number[]) =>
  call(calls.predefinedDeleteCall, { body: { draft_ids: [...ids] } });

/** Makes or renames a group, or keeps it in the outbox while offline (shown at once, marked). */
export const saveGroup = (groupId: number | null, title: string) =>
  groupId
    ? writeOrQueue(
        calls.predefinedGroupUpdateCall,
        { body: { draft_group_id: groupId, title } },
        {
          kind: 'draft.group',
          label: `تغییر نام گروه به «${title}»`,
          target: `draft group ${groupId}`,
          detail: { title },
        },
      )
    : writeOrQueue(
        calls.predefinedGroupCreateCall,
        { body: { title } },
        { kind: 'draft.group', label: `گروه تازهٔ «${title}»`, detail: { title } },
      );

export const deleteGroup = (groupId: number) =>
  call(calls.predefinedGroupDeleteCall, { body: { draft_group_id: groupId } });

/** The account's tariffs (rials per part by operator and encoding): the price of one recipient. */
export const tariffQuery = () =>
  queryOptions({
    queryKey: ['send', 'tariffs'] as const,
    queryFn: ({ signal }) => call(bankCalls.tariffCall, { signal }),
    staleTime: 60 * 60_000,
  });
