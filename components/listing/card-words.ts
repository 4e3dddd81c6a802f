import type { Locale } from '@/lib/i18n/locales';
import type { AgoWords, ConfirmedWords } from '@/lib/card';
import type { Translator } from '@/server/platform/i18n/translator';
import type { HeadingWords } from '@/lib/detail/heading-words';
import { headingWords } from '@/server/catalog/detail/heading-words';
import { ENGLISH_SAVE_WORDS, type SaveWords } from './save-words';

/**
 * A listing card's own words in the page's language. Cards render inside client
 * islands (the result list), so they get plain strings, never the catalogue.
 */
export type CardWords = {
  locale: Locale; noPhoto: string; photo: string; photos: string; keyFacts: string; verified: string;
  compare: string; sponsored: string; unavailable: string; perMonth: string; onRequest: string;
  roles: Record<string, string>; contact: Record<string, string>;
  /** Facts: the area's name by the card's English label, PG gender by value, furnishing by value. */
  areas: Record<string, string>; gender: Record<string, string>; furnishing: Record<string, string>;
  ago: AgoWords; confirmed: ConfirmedWords; callback: string; save: SaveWords;
  /** Hindi and Kannada: a listing the site titled is titled in the language (as its page's heading). */
  titles?: HeadingWords;
};

/** The card's area labels (server/catalog/search/catalog/cards.ts) and their catalogue keys. */
const AREA_KEYS = { 'Super area': 'super', 'Built-up area': 'builtUp', 'Carpet area': 'carpet', 'Plot area': 'plot' } as const;

export const ENGLISH_CARD_WORDS: CardWords = {
  locale: 'en', noPhoto: 'No photo', photo: 'photo', photos: 'photos', keyFacts: 'Key facts', verified: 'Verified',
  compare: 'Compare', sponsored: 'Sponsored', unavailable: 'No longer available', perMonth: ' /month', onRequest: 'Price on request',
  roles: { owner: 'Owner', agent: 'Agent', builder: 'Builder' },
  contact: { owner: 'Contact Owner', agent: 'Contact Agent', builder: 'Contact Builder', poster: 'Contact poster' },
  areas: { 'Super area': 'super area', 'Built-up area': 'built-up area', 'Carpet area': 'carpet area', 'Plot area': 'plot area' },
  gender: { Male: 'Boys', Female: 'Girls', Both: 'Boys & girls' },
  furnishing: { furnished: 'Furnished', unfurnished: 'Unfurnished', semi_furnished: 'Semi-furnished' },
  ago: { today: 'Today', yesterday: 'Yesterday', days: '{n} days ago', weeks: '{n} weeks ago' },
  confirmed: ['Confirmed available today', 'Confirmed available {n} day ago', 'Confirmed available {n} days ago'],
  callback: 'Request callback', save: ENGLISH_SAVE_WORDS,
};

export function cardWords(t: Translator, locale: Locale): CardWords {
  const roles = { owner: t('card.owner'), agent: t('card.agent'), builder: t('card.builder') };
  const contact = (role: string) => t('card.contact', { role });
  return {
    locale, noPhoto: t('card.noPhoto'), photo: t('card.photos', { n: 1 }), photos: t('card.photos', { n: 2 }),
    keyFacts: t('card.keyFacts'), verified: t('card.verified'), compare: t('card.compare'), sponsored: t('card.sponsored'),
    unavailable: t('card.unavailable'), perMonth: t('card.perMonth'), onRequest: t('card.onRequest'), roles,
    contact: { owner: contact(roles.owner), agent: contact(roles.agent), builder: contact(roles.builder), poster: contact(t('card.poster')) },
    areas: Object.fromEntries(Object.entries(AREA_KEYS).map(([label, key]) => [label, t(`card.areas.${key}`)])),
    gender: { Male: t('card.gender.Male'), Female: t('card.gender.Female'), Both: t('card.gender.Both') },
    furnishing: { furnished: t('card.furnishing.furnished'), unfurnished: t('card.furnishing.unfurnished'), semi_furnished: t('card.furnishing.semi_furnished') },
    ago: { today: t('card.ago.today'), yesterday: t('card.ago.yesterday'), days: t('card.ago.days', { n: '{n}' }), weeks: t('card.ago.weeks', { n: '{n}' }) },
    confirmed: [t('card.confirmed.today'), t('card.confirmed.days', { n: 1, count: '{n}' }), t('card.confirmed.days', { n: 2, count: '{n}' })],
    callback: t('card.callback'),
    save: { save: t('card.save', { title: '{title}' }), unsave: t('card.unsave', { title: '{title}' }), saved: t('card.saved'), removed: t('card.removed'), failed: t('card.failed') },
    // Card headings name no city: the heading words' city stays empty.
    ...(locale === 'en' ? {} : { titles: headingWords(t, locale, '') }),
  };
}
