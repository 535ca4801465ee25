// spec 9: business constants and limits, each named once. Cite the spec where a rule comes from.

/** spec 5, 9: map and location sends need at least this many recipients. */
export const MIN_MAP_RECIPIENTS = 5_000;
/** spec 5, 9: pasted numbers, one per line, at most this many. */
export const MAX_PASTED_NUMBERS = 1_000;
/** spec 5, 9: an upload file may hold at most this many records. */
export const MAX_FILE_RECORDS = 1_000_000;
/** spec 5, 9: image uploads at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** spec 5, 9: minimum online payment, rials. */
export const MIN_PAYMENT_RIALS = 1_000_000;
/** spec 5, 9: wallet alert minimum and default, rials (20,000 toman). */
export const MIN_WALLET_ALERT_RIALS = 200_000;
export const DEFAULT_WALLET_ALERT_RIALS = 200_000;
/** spec 9: 10% tax on online payment; 10% deducted on transfers (percent). */
export const ONLINE_PAYMENT_TAX_PERCENT = 10;
export const TRANSFER_DEDUCTION_PERCENT = 10;
/** spec 9: an extra 40 rials per send, by law. */
export const LEGAL_EXTRA_RIALS_PER_SEND = 40;
/** spec 9: 10% extra for numbers not on the first operator (percent). */
export const OFF_FIRST_OPERATOR_EXTRA_PERCENT = 10;
/** spec 9: the cancel-11 text is 6 characters. */
export const CANCEL_11_LENGTH = 6;
/** spec 5, 9: password minimum length. */
export const MIN_PASSWORD_LENGTH = 8;
/** spec 3, 9: default pattern variable length. */
export const DEFAULT_PATTERN_VARIABLE_LENGTH = 20;
/** spec 5, 9: pattern text cap, characters. */
export const PATTERN_TEXT_MAX = 2_700;
/** spec 5, 9: number input max length, and in prefix mode. */
export const NUMBER_INPUT_MAX_LENGTH = 12;
export const NUMBER_INPUT_PREFIX_MAX_LENGTH = 6;
/** spec 5, 9: the country prefix. */
export const COUNTRY_PREFIX = '98';
/** spec 9: reports show the last month; older sends are in the archive (days). */
export const REPORT_WINDOW_DAYS = 30;
/** spec 9: socket keep-alive, reconnect delay and initial connect delay (ms). */
export const SOCKET_KEEPALIVE_MS = 5_000;
export const SOCKET_RECONNECT_MS = 1_000;
export const SOCKET_INITIAL_DELAY_MS = 100;
/** spec 7: the keep-alive text the client sends. */
export const SOCKET_KEEPALIVE_TEXT = '9';
/** spec 2, 9: page-load retry limit; data query retry. */
export const LAZY_LOAD_RETRIES = 3;
export const QUERY_RETRIES = 2;
/** spec 9: links prefetch on intent after this delay (ms). */
export const PREFETCH_INTENT_MS = 100;
/** spec 2, 9: default page and page size. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** spec 9: mobile means a root width below this (px). */
export const MOBILE_BREAKPOINT_PX = 768;
/** spec 2: the mobile footer height (px). */
export const MOBILE_FOOTER_PX = 85;
/** spec 9: dropdown panel height threshold for flipping above or below (px). */
export const DROPDOWN_FLIP_THRESHOLD_PX = 350;
/** spec 9: select search debounce; next page within this distance of the bottom; enter-to-create delay. */
export const SELECT_SEARCH_DEBOUNCE_MS = 1_000;
export const SELECT_NEXT_PAGE_PX = 10;
export const SELECT_CREATE_SELECT_MS = 1_000;
/** spec 9: multi-select shows this many labels, then 'and N more'. */
export const MULTI_SELECT_SHOWN_LABELS = 2;
/** spec 7, 9: card-owner info stale time (ms). */
export const CARD_OWNER_STALE_MS = 60_000;
/** spec 9: relative time thresholds (seconds). */
export const RELATIVE_JUST_NOW_S = 15;
export const RELATIVE_MOMENTS_S = 30;
/** spec 9: year selector spans this many years centred on the current Jalali year. */
export const YEAR_SELECTOR_SPAN = 201;
/** spec 5: valid Jalali years. */
export const JALALI_MIN_YEAR = -61;
export const JALALI_MAX_YEAR = 3177;
/** spec 9: date typing delay and debounce; pattern box polling (ms). */
export const DATE_TYPING_DELAY_MS = 700;
export const DATE_TYPING_DEBOUNCE_MS = 500;
export const PATTERN_BOX_POLL_MS = 1_000;
/** spec 9: UI sizes (px, ms). */
export const BUTTON_HEIGHT_MEDIUM_PX = 32;
export const BUTTON_HEIGHT_LARGE_PX = 40;
export const INPUT_HEIGHT_PX = 40;
export const NUMBER_LIST_BOX_PX = 180;
export const TOOLTIP_MAX_WIDTH_PX = 152;
export const DIALOG_ANIMATION_MS = 500;
/** spec 4: a failed payment's deducted money returns within this many hours. */
export const PAYMENT_REFUND_HOURS = 72;
