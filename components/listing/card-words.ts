import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/server/platform/i18n/translator';

/**
 * A listing card's own words in the page's language. Cards render inside client
 * islands (the result list), so they get plain strings, never the catalogue.
 */
export type CardWords = {
  locale: Locale; noPhoto: string; photo: string; photos: string; keyFacts: string; verified: string;
  compare: string; sponsored: string; unavailable: string; perMonth: string; onRequest: string;
  roles: Record<string, string>; contact: Record<string, string>;
};

export const ENGLISH_CARD_WORDS: CardWords = {
  locale: 'en', noPhoto: 'No photo', photo: 'photo', photos: 'photos', keyFacts: 'Key facts', verified: 'Verified',
  compare: 'Compare', sponsored: 'Sponsored', unavailable: 'No longer available', perMonth: ' /month', onRequest: 'Price on request',
  roles: { owner: 'Owner', agent: 'Agent', builder: 'Builder' },
  contact: { owner: 'Contact Owner', agent: 'Contact Agent', builder: 'Contact Builder', poster: 'Contact poster' },
};

export function cardWords(t: Translator, locale: Locale): CardWords {
  const roles = { owner: t('card.owner'), agent: t('card.agent'), builder: t('card.builder') };
  const contact = (role: string) => t('card.contact', { role });
  return {
    locale, noPhoto: t('card.noPhoto'), photo: t('card.photos', { n: 1 }), photos: t('card.photos', { n: 2 }),
    keyFacts: t('card.keyFacts'), verified: t('card.verified'), compare: t('card.compare'), sponsored: t('card.sponsored'),
    unavailable: t('card.unavailable'), perMonth: t('card.perMonth'), onRequest: t('card.onRequest'), roles,
    contact: { owner: contact(roles.owner), agent: contact(roles.agent), builder: contact(roles.builder), poster: contact(t('card.poster')) },
  };
}
