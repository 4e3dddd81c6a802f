import 'server-only';
import type { Card } from '@/lib/card';
import { formatPrice } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '../../platform/i18n/translator';

export type AlertItem = { card: Card; priceCut: boolean };

/**
 * An alert e-mail in the user's language (the one they picked in the switcher,
 * English otherwise). The listing's title stays as the product writes it in
 * English; the frame, the price and the links' labels are in the language.
 */
export function alertMail(searchName: string, items: AlertItem[], site: string, unsubscribe: string, locale: Locale) {
  const t = translatorFor(locale);
  const n = items.length;
  const subject = items.every((i) => i.priceCut)
    ? (n === 1 ? t('alertMail.subjectDrop', { search: searchName }) : t('alertMail.subjectDrops', { n, search: searchName }))
    : (n === 1 ? t('alertMail.subjectMatch', { search: searchName }) : t('alertMail.subjectMatches', { n, search: searchName }));
  const lines = items.map(({ card: c, priceCut }) => {
    const title = priceCut ? t('alertMail.priceCut', { title: c.title }) : c.title;
    return `${title}, ${formatPrice(c.price, locale)}: ${site}${c.url}`;
  });
  const text = `${t('alertMail.opening', { site: 'GharBazaar', subject })}\n${lines.join('\n')}\n`
    + `${t('alertMail.manage')}: ${site}/profile-pages/saved-searches\n`
    + `${t('alertMail.unsubscribe')}: ${unsubscribe}`;
  return { subject, text };
}
