import 'server-only';
import type { Card } from '@/lib/card';
import { formatAmount } from '@/lib/format/price';
import { fitVar } from '@/lib/sms/templates';
import { smsMessage, type SmsMessage } from '../../platform/sms/send';

/**
 * An alert as a DLT template: one listing names what, where and the price with
 * its full link; a digest gives the count and links to the saved searches. The
 * card title is "2 BHK Flat for Rent in Kuvempunagar": the part before " in "
 * is what it is, and the locality and city say where. "Rs", not the rupee sign,
 * keeps the text in the GSM alphabet (160 characters a part, not 70).
 */
export function alertSms(searchName: string, cards: Card[], site: string): SmsMessage {
  const search = fitVar(searchName);
  if (cards.length === 1) {
    const c = cards[0];
    const cut = c.title.lastIndexOf(' in ');
    return smsMessage('alertOne', {
      search,
      what: fitVar(cut > 0 ? c.title.slice(0, cut) : c.title),
      where: fitVar([c.locality, c.city].filter(Boolean).join(', ')),
      price: c.price == null ? 'on request' : formatAmount(c.price),
      url: `${site}${c.url}`,
    });
  }
  return smsMessage('alertDigest', { search, count: String(cards.length), url: `${site}/profile-pages/saved-searches` });
}
