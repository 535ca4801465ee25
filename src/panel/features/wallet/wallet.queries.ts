import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FileFormat } from '../../../domain/files/files.schema.ts';
import { CARD_OWNER_STALE_MS } from '../../../domain/index.ts';
import {
  paymentGenerateUrlCall,
  paymentVerifyCall,
  promotionTodayCall,
} from '../../../domain/wallet/wallet-pay.calls.ts';
import {
  bankPayCreateCall,
  cardOwnerCall,
  cardToCardCreateCall,
  parentAccountContactCall,
  paymentListCall,
  paymentMethodListCall,
  transactionExportCall,
  transactionReportCall,
  walletAlertSaveCall,
  walletAlertShowCall,
} from '../../../domain/wallet/wallet-transfers.calls.ts';
import type {
  BankPayCreate,
  CardToCardCreate,
  TransactionFiltersInput,
  WalletAlertSettings,
} from '../../../domain/wallet/wallet-transfers.schema.ts';
import { call, callList } from '../../lib/api.ts';
import type { TransactionsSearch } from './transactions-search.ts';
import { walletAlertKey } from './wallet-alert.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  promotion: () => [...walletKeys.all, 'promotion'] as const,
  payment: (id: number) => [...walletKeys.all, 'payment', id] as const,
  methods: () => [...walletKeys.all, 'methods'] as const,
  contact: () => [...walletKeys.all, 'contact'] as const,
  cardOwner: (card: string) => [...walletKeys.all, 'card-owner', card] as const,
  pending: () => [...walletKeys.all, 'pending'] as const,
  transactions: (body: unknown) => [...walletKeys.all, 'transactions', body] as const,
};

/** Today's promotion on online top-ups, or null. */
export const promotionQuery = () =>
  queryOptions({ queryKey: walletKeys.promotion(), queryFn: () => call(promotionTodayCall) });

/**
 * A payment as the result page shows it. The server verifies a pending online payment with the bank
 * before it answers, so reading it again is how the page asks "has it settled yet?".
 */
export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: walletKeys.payment(id),
    queryFn: () => call(paymentVerifyCall, { params: { payment_id: id } }),
  });

/** Where the bank sends the browser back: this panel's result page (the server adds ?payment_id=). */
export const resultPageUrl = () => new URL('/wallet/payment-result', location.origin).href;

/**
 * Asks for the bank's page for a top-up of `amount` rials. Made once per tap with the tap's key: the
 * server answers a repeat of the same key with the same payment instead of a second one.
 */
export const startOnlinePayment = (amount: number, idempotencyKey: string) =>
  call(paymentGenerateUrlCall, {
    query: { amount, callbackUrl: resultPageUrl(), description: 'افزایش اعتبار کیف پول' },
    idempotencyKey,
  });

/** Sends the browser to the bank's page (a seam the tests replace). */
export const goToBank = (url: string) => location.assign(url);

/** The provider's cards and account, in the order shown. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: walletKeys.methods(),
    queryFn: async () => (await callList(paymentMethodListCall)).items,
  });

/** Whom to ask about credit: a colleague's account owner, or for an owner the provider's support. */
export const accountContactQuery = () =>
  queryOptions({ queryKey: walletKeys.contact(), queryFn: () => call(parentAccountContactCall) });

/** A card's owner as the bank names it: kept 60 s, so the same card is not asked again for a minute. */
export const cardOwnerQuery = (card: string) =>
  queryOptions({
    queryKey: walletKeys.cardOwner(card),
    queryFn: () => call(cardOwnerCall, { query: { card_number: card } }),
    staleTime: CARD_OWNER_STALE_MS,
  });

/** The transfers waiting for the provider's approval. */
export const pendingTransfersQuery = () =>
  queryOptions({
    queryKey: walletKeys.pending(),
    queryFn: async () =>
      (await callList(paymentListCall, { query: { state: 'pending', per_page: 20 } })).items,
  });

type TransferInput<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };

export const createCardTransfer = (body: TransferInput<CardToCardCreate>, idempotencyKey: string) =>
  call(cardToCardCreateCall, { body, idempotencyKey });

export const createBankSlip = (body: TransferInput<BankPayCreate>, idempotencyKey: string) =>
  call(bankPayCreateCall, { body, idempotencyKey });

/** The transactions filters the URL holds, as the report takes them. */
export function transactionFilters(search: TransactionsSearch): TransactionFiltersInput {
  const filters: Record<string, string> = {};
  const set = (key: string, value: string | undefined) => {
    if (value?.trim()) filters[key] = value.trim();
  };
  set('type', search.type);
  set('from', search.from);
  // The range's end day is whole: the report's `to` is exclusive, so the next day's start.
  if (search.to?.trim()) filters.to = `${search.to.trim()} 23:59:59`;
  set('min_amount', search.amount_from);
  set('max_amount', search.amount_to);
  set('reference', search.reference);
  return filters as TransactionFiltersInput;
}

export const transactionsQuery = (search: TransactionsSearch) => {
  const body = { page: search.page ?? 1, per_page: search.limit ?? 10, filters: transactionFilters(search) };
  return queryOptions({
    queryKey: walletKeys.transactions(body),
    queryFn: () => callList(transactionReportCall, { body }),
    placeholderData: keepPreviousData,
  });
};

export const startTransactionsExport = (search: TransactionsSearch, format: FileFormat) =>
  call(transactionExportCall, {
    body: { export_type: 'financial', format, filters: transactionFilters(search) },
  });

export const alertSettingsQuery = () =>
  queryOptions({ queryKey: walletAlertKey, queryFn: () => call(walletAlertShowCall) });

export const saveAlertSettings = (body: { enabled: boolean; threshold: number }) =>
  call(walletAlertSaveCall, { body: body satisfies Partial<WalletAlertSettings> });
