/** Business constants and limits of spec §9. */
export const CLIENT_TYPE = '8';
export const APP_ID = 'salon-console';
export const RATE_LIMIT_RETRY = { attempts: 30, delayMs: 1000 } as const;
export const NOTICE_DURATION_S = 5.5;
export const CODE_RESEND_LOCK_S = 60;
export const PASSWORD_LENGTH = { forcedChange: [6, 16], retrieval: [8, 16] } as const;
/** Reset window: local storage is cleared for visitors without a login marker. */
export const RESET_WINDOW = { start: '2024-03-20T00:00:00+08:00', end: '2024-04-01T23:59:59+08:00' } as const;
export const LOGIN_AUTO_CLICK_MS = 3000;
export const PAGE_SIZE = { default: 15, options: [15, 30, 50] } as const;
export const SHARED_TABLE_PAGE_SIZE = { default: 20, options: [5, 10, 20, 30, 40] } as const;
export const TABLE_MIN_HEIGHT = 300;
export const TABLE_RESIZE_DELAY_MS = 300;
export const CLICK_DEBOUNCE_MS = 1000;
export const VERSION_CHECK_INTERVAL_MS = 60_000;
export const USER_UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;
export const BADGE_FETCH_GUARD_MS = 4000;
export const BADGE_SET_DELAY_MS = 500;
export const ROUTE_HISTORY_SIZE = 10;
export const LOGIN_EXPIRY_LOGOUT_DELAY_MS = 1000;
export const FILTER_BAR_VISIBLE_ITEMS = 4;
export const FILTER_LOADING_CLEAR_MS = 3000;
export const EXPORT_STRIPPED_PARAMS = ['pageNum', 'pageSize', 'counted'] as const;
export const WATERMARK = { width: 500, height: 300, fontSize: 24, rotate: -20 } as const;
export const SMALL_SCREEN_MAX_WIDTH = 1440;
export const MENU_MAX_DEPTH = 2;
export const OPERATION_SORT_ORDER = 999;
export const PRICE_PRECISION = { min: 0, max: 6, default: 2 } as const;
export const COEFFICIENT_RANGE = [0, 10] as const;
export const SELECT_WIDTH = 200;
export const CITY_SELECT_WIDTH = 160;
export const CONFIRM_MODAL_WIDTH = 480;
export const IMAGE_RESIZE = { width: 1125, quality: 90 } as const;
export const COPY_PROTECT_CHARS = 100;
export const IMAGE_UPLOAD = { maxKb: 2048, maxFiles: 10, formats: ['jpg', 'jpeg', 'png', 'pdf', 'gif', 'svg', 'apk'] } as const;
export const CROPPER = { nameStem: 50, crop: 200, maxWorking: 2000, autoCrop: 0.8, imageBucket: 3, documentBucket: 4 } as const;
export const VIDEO_UPLOAD = { maxItems: 5, maxMb: 1024, titleMax: 20 } as const;
export const TAG_INPUT = { maxTags: 20, maxChars: 20 } as const;
export const NUMBER_INPUT = { decimals: 10, step: 1 } as const;
export const IMPORT_ERROR_DISPLAY_S = { single: 2, multiline: 4 } as const;
export const AREA_CACHE_DB = { name: 'areaTable', version: 1 } as const;
export const FILTER_GROUP_DB = { version: 4 } as const;

/** Session lifetime on the server. */
export const SESSION = {
  idleMs: 2 * 60 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  /** An `at` header older or newer than this is stale. */
  atMaxSkewMs: 5 * 60_000,
} as const;
/** Login lockout: more than `maxFailures` in `windowMs` locks for `lockMs`. */
export const LOGIN_LOCK = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
export const SMS_CODE = { length: 6, ttlMs: 5 * 60_000, maxAttempts: 5 } as const;
