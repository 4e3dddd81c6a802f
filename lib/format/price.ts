// SPEC §9 "Price display" (₹ 55 Lac, ₹ 1.25 Cr) and the budget slider labels of the header/sheet.
// Lakh and crore come in the page's language through an optional trailing `locale` argument.

const LAC = 1e5;
const CR = 1e7;
const RUPEE = '₹';
/** Lakh and crore in each language's words; digits stay Latin, as Indian banks and portals write them. */
export const UNIT_WORDS = { en: { lac: 'Lac', cr: 'Cr' }, hi: { lac: 'लाख', cr: 'करोड़' }, kn: { lac: 'ಲಕ್ಷ', cr: 'ಕೋಟಿ' } } as const;
/** A language of lib/i18n/locales.ts (kept literal here: this module is imported by the browser too). */
export type PriceLocale = keyof typeof UNIT_WORDS;

/**
 * Up to 2 decimals, trailing zeros dropped. Truncates rather than rounds so a
 * value never crosses into the next unit's wording (99.999 Lac stays 99.99 Lac,
 * never "100 Lac"); the epsilon absorbs binary noise such as 1.15 * 100.
 */
export function trimDecimals(value: number): string {
  const sign = value < 0 ? '-' : '';
  const cents = Math.floor(Math.abs(value) * 100 + 1e-6);
  const whole = Math.floor(cents / 100);
  const frac = cents % 100;
  if (frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** Indian digit grouping (12,34,567); below 1e5 this is the plain 45,000 form. */
export function groupIndian(value: number): string {
  const [int, frac] = String(Math.abs(value)).split('.');
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Server amounts arrive as numbers or numeric strings. */
function toNumber(x: number | string | null | undefined): number {
  if (x === null || x === undefined || (typeof x === 'string' && x.trim() === '')) return NaN;
  return typeof x === 'number' ? x : Number(x.replace(/,/g, ''));
}

/**
 * Price text without the currency sign: '55 Lac', '1.25 Cr', '45,000', '999'.
 * Unparseable input gives '' so a card renders blank rather than 'NaN'.
 */
export function formatAmount(x: number | string | null | undefined, locale: PriceLocale = 'en'): string {
  const n = toNumber(x);
  if (!Number.isFinite(n)) return '';
  const abs = Math.abs(n);
  const words = UNIT_WORDS[locale] ?? UNIT_WORDS.en;
  if (abs >= CR) return `${trimDecimals(n / CR)} ${words.cr}`;
  if (abs >= LAC) return `${trimDecimals(n / LAC)} ${words.lac}`;
  if (abs >= 1000) return groupIndian(n);
  return String(n);
}

/** Price text with the rupee sign: '₹ 55 Lac' (SPEC §9); '₹55 लाख', '₹55 ಲಕ್ಷ' in Hindi and Kannada. */
export function formatPrice(x: number | string | null | undefined, locale: PriceLocale = 'en'): string {
  const text = formatAmount(x, locale);
  if (!text) return '';
  return locale === 'en' ? `${RUPEE} ${text}` : `${RUPEE}${text}`;
}

/* ---- Slider settings (SPEC §9 "Budget slider bounds differ by place") ---- */

export type SliderRange = { readonly min: number; readonly max: number; readonly step: number };

/** Header/sheet Buy slider: values are lac. */
export const BUY_SLIDER: SliderRange = { min: 1, max: 400, step: 1 };
/** Header/sheet Rent slider: values are rupees. */
export const RENT_SLIDER: SliderRange = { min: 3000, max: 100000, step: 1000 };
/** PG sliders move ₹500 a step (₹1 per arrow key took 36 presses for ₹18,000). */
export const PG_SLIDER_HEADER: SliderRange = { min: 2000, max: 20000, step: 500 };
export const PG_SLIDER_SHEET: SliderRange = { min: 2000, max: 50000, step: 500 };
/** Filter modal: sale value x 100000, rent value x 1000; area 200-9600 sqft. */
export const MODAL_SALE_SLIDER: SliderRange = { min: 0, max: 100, step: 1 };
export const MODAL_RENT_SLIDER: SliderRange = { min: 3, max: 300, step: 1 };
export const MODAL_AREA_SLIDER: SliderRange = { min: 200, max: 9600, step: 1 };
export const ACRE_SLIDER: SliderRange = { min: 0, max: 100, step: 1 };
export const SQFT_SLIDER: SliderRange = { min: 100, max: 20000, step: 1 };

/**
 * Buy slider label for a value in lac: under 100 shows '<v> Lac'; 100 and
 * above shows crores ('1 Cr', '2.5 Cr'); the top stop is '4+ Cr'. SPEC §9
 * writes '400+ Cr', but the top is 400 lac = 4 Cr and the design calls the
 * literal text a defect, so the label says what the slider means.
 */
export function buySliderLabel(lac: number): string {
  if (lac >= BUY_SLIDER.max) return `${trimDecimals(BUY_SLIDER.max / 100)}+ Cr`;
  if (lac >= 100) return `${trimDecimals(lac / 100)} Cr`;
  return `${trimDecimals(lac)} Lac`;
}

/** Rent slider label in rupees: '3,000' … '99,000'; 100000 and above → '1 Lac+'. */
export function rentSliderLabel(rupees: number): string {
  if (rupees >= LAC) return `${trimDecimals(rupees / LAC)} Lac+`;
  return groupIndian(rupees);
}

/** PG slider label in rupees (no unit switch in its 2000-50000 range). */
export function pgSliderLabel(rupees: number): string {
  return groupIndian(rupees);
}

/** Buy slider value (lac) to the rupee amount sent in searches. */
export const buySliderToAmount = (lac: number): number => Math.round(lac * LAC);

/** Filter-modal budget slider value to rupees (sale x 100000, rent x 1000). */
export function modalBudgetToAmount(postType: 'sale' | 'rent', value: number): number {
  return Math.round(value * (postType === 'rent' ? 1000 : LAC));
}
