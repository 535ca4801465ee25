// Business constants and limits, each named once, each with a comment that states the rule itself.

/** Map and location sends need at least this many recipients. */
export const MIN_MAP_RECIPIENTS = 5_000;
/** Pasted numbers, one per line, at most this many. */
export const MAX_PASTED_NUMBERS = 1_000;
/** An upload file may hold at most this many records. */
export const MAX_FILE_RECORDS = 1_000_000;
/** Image uploads at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Minimum online payment, rials. */
export const MIN_PAYMENT_RIALS = 1_000_000;
/** Wallet alert minimum and default, rials (20,000 toman). */
export const MIN_WALLET_ALERT_RIALS = 200_000;
export const DEFAULT_WALLET_ALERT_RIALS = 200_000;
/** 10% tax on online payment; 10% deducted on transfers (percent). */
export const ONLINE_PAYMENT_TAX_PERCENT = 10;
export const TRANSFER_DEDUCTION_PERCENT = 10;
/** An extra 40 rials per send, by law. */
export const LEGAL_EXTRA_RIALS_PER_SEND = 40;
/** 10% extra for numbers not on the first operator (percent). */
export const OFF_FIRST_OPERATOR_EXTRA_PERCENT = 10;
/**
 * The most parts one message may take: the 2,000-character text a send accepts, in UCS-2 with the
 * cancel-11 suffix, is 30 parts. A keyword send's merged message over it is refused.
 */
export const MAX_SMS_PARTS = 30;
/** The cancel-11 text is 6 characters. */
export const CANCEL_11_LENGTH = 6;
/** Password minimum length. */
export const MIN_PASSWORD_LENGTH = 8;
/** Default pattern variable length. */
export const DEFAULT_PATTERN_VARIABLE_LENGTH = 20;
/** Pattern text cap, characters. */
export const PATTERN_TEXT_MAX = 2_700;
/** A voice code (votp) is 4 to 10 digits. */
export const VOTP_CODE_MIN = 4;
export const VOTP_CODE_MAX = 10;
/**
 * One voice-code call, rials: an automated call of a few seconds costs about what three Persian SMS
 * parts do at the providers that sell it; one price for every operator.
 */
export const VOTP_CALL_PRICE_RIALS = 3_500;
/** Number input max length, and in prefix mode. */
export const NUMBER_INPUT_MAX_LENGTH = 12;
export const NUMBER_INPUT_PREFIX_MAX_LENGTH = 6;
/** The country prefix. */
export const COUNTRY_PREFIX = '98';
/** Reports show the last month; older sends are in the archive (days). */
export const REPORT_WINDOW_DAYS = 30;
/** Socket keep-alive, reconnect delay and initial connect delay (ms). */
export const SOCKET_KEEPALIVE_MS = 5_000;
export const SOCKET_RECONNECT_MS = 1_000;
export const SOCKET_INITIAL_DELAY_MS = 100;
/** The keep-alive text the client sends. */
export const SOCKET_KEEPALIVE_TEXT = '9';
/** Page-load retry limit; data query retry. */
export const LAZY_LOAD_RETRIES = 3;
export const QUERY_RETRIES = 2;
/** Links prefetch on intent after this delay (ms). */
export const PREFETCH_INTENT_MS = 100;
/** Default page and page size. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Select search debounce; enter-to-create delay. */
export const SELECT_SEARCH_DEBOUNCE_MS = 1_000;
export const SELECT_CREATE_SELECT_MS = 1_000;
/** Multi-select shows this many labels, then 'and N more'. */
export const MULTI_SELECT_SHOWN_LABELS = 2;
/** Card-owner info stale time (ms). */
export const CARD_OWNER_STALE_MS = 60_000;
/** Relative time thresholds (seconds). */
export const RELATIVE_JUST_NOW_S = 15;
export const RELATIVE_MOMENTS_S = 30;
/** Year selector spans this many years centred on the current Jalali year. */
export const YEAR_SELECTOR_SPAN = 201;
/** Valid Jalali years. */
export const JALALI_MIN_YEAR = -61;
export const JALALI_MAX_YEAR = 3177;
/** Date typing delay and debounce; pattern box polling (ms). */
export const DATE_TYPING_DELAY_MS = 700;
export const DATE_TYPING_DEBOUNCE_MS = 500;
export const PATTERN_BOX_POLL_MS = 1_000;
/** A failed payment's deducted money returns within this many hours. */
export const PAYMENT_REFUND_HOURS = 72;
