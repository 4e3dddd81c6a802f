// SPEC §9 business constants.
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const MOBILE_LENGTH = 10;
export const COUNTRY_CODE = '+91';
export const COUNTRY_ISO = 'IN';
export const IMAGE_LIMIT_BYTES = 10_485_760;
export const IMAGE_QUALITY = 0.8;
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload below 3mb!';
export const TOAST_MS = 5000;
export const TOAST_LIMIT = 3;
export const POST_SAVE_BACK_MS = 1000;
export const HTTP_TIMEOUT_MS = 60_000;
export const DEFAULT_CITY = 'Bengaluru';
export const DEFAULT_POST_TYPE = 'sale';
export const PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
export const INLINE_LOCATION_CHIPS = 2;
export const AUTOCOMPLETE_SCROLL_THRESHOLD_PX = 10;
export const AUTOCOMPLETE_THROTTLE_MS = 300;
export const AUTOCOMPLETE_MENU_MAX_PX = 300;

/** Tiles of the Select Location dialog, in order. */
export const CITY_TILES = ['Bengaluru', 'Mysuru', 'Hyderabad', 'Chennai', 'Mumbai', 'Pune', 'Visakhapatnam'] as const;
/** Footer Top Localities, in order. */
export const TOP_LOCALITIES = ['New Delhi', 'Mumbai', 'Chennai', 'Bengaluru', 'Ahmedabad', 'Gurgaon', 'Hyderabad'] as const;
/**
 * The cities the Select Location dialog offers: the SPEC's tiles in order, then every footer city
 * not among them. The footer links only cities a visitor can also pick, so both read this one list.
 */
export const PICKER_CITIES: readonly string[] = [...CITY_TILES, ...TOP_LOCALITIES.filter((c) => !(CITY_TILES as readonly string[]).includes(c))];

// Server-side auth rules: not in the spec, chosen here.
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
// OTP send limits (server/accounts/auth/otp-rules.ts; docs/trust.md "OTP limits" gives the trade-off).
/** Texts to one phone per hour from all networks together: bounds SMS flooding of a victim. */
export const OTP_SENDS_PER_PHONE_PER_HOUR = 10;
export const OTP_SENDS_PER_IP_PER_HOUR = 30;
/** Back-off between texts to one phone from one network: 30 s, then doubling, at most 30 min. */
export const OTP_BACKOFF_BASE_SECONDS = 30;
export const OTP_BACKOFF_MAX_SECONDS = 1800;
/** All texts per hour, every phone and network (OTP_SENDS_GLOBAL_PER_HOUR overrides). */
export const OTP_SENDS_GLOBAL_PER_HOUR = 3000;
export const ACCESS_TOKEN_DAYS = 30;
export const ACCESS_COOKIE = 'access_token';
