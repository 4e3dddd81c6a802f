import 'server-only';
import { formatAmount } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/locales';
import { fitVar } from '@/lib/sms/templates';
import { smsMessage, type SmsMessage } from '../../platform/sms/send';
import { translatorFor } from '../../platform/i18n/translator';
import type { AlertItem } from './mail-text';

/**
 * An alert as a DLT template in the user's language: one listing names what,
 * where and the price with its full link; a digest gives the count and links to
 * the saved searches. The card title is "2 BHK Flat for Rent in Kuvempunagar":
 * the part before " in " is what it is, and the locality and city say where.
 * The English text says "Rs", not the rupee sign, to stay in the GSM alphabet
 * (160 characters a part, not 70); Hindi and Kannada are Unicode anyway.
 */
export function alertSms(searchName: string, items: AlertItem[], site: string, locale: Locale = 'en'): SmsMessage {
  const search = fitVar(searchName);
  if (items.length === 1) {
    const { card: c, priceCut } = items[0];
    const t = translatorFor(locale);
    const cut = c.title.lastIndexOf(' in ');
    const what = cut > 0 ? c.title.slice(0, cut) : c.title;
    return smsMessage('alertOne', {
      search,
      what: fitVar(priceCut ? t('alertMail.priceCut', { title: what }) : what),
      where: fitVar([c.locality, c.city].filter(Boolean).join(', ')),
      price: c.price == null ? t('alertMail.onRequest') : formatAmount(c.price, locale),
      url: `${site}${c.url}`,
    }, locale);
  }
  return smsMessage('alertDigest', { search, count: String(items.length), url: `${site}/profile-pages/saved-searches` }, locale);
}
