import { formatPrice } from '@/lib/format/price';
import { formatCount } from '@/lib/format/counts';
import type { Locale } from '@/lib/i18n/locales';
import { placeName } from '@/lib/i18n/place-names';
import { translatorFor } from '@/server/platform/i18n/translator';
import type { SearchFigures } from '@/server/catalog/search/catalog/figures';

// A landing page's introduction and FAQ, worded from the search's real
// figures: live matches, median price or rent, top localities. English keeps
// its own sentences; Hindi and Kannada come from the catalogue's `landing` namespace.

export type LandingWords = { heading: string; city: string; monthly: boolean; locale?: Locale };

const n = formatCount;
const andList = (xs: string[], and = 'and') => (xs.length <= 1 ? xs[0] ?? '' : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
const priceWords = (w: LandingWords, f: SearchFigures) => (f.median == null ? null : `${formatPrice(f.median)}${w.monthly ? ' a month' : ''}`);
const localeOf = (w: LandingWords) => w.locale ?? 'en';

function localPrice(w: LandingWords, f: SearchFigures): string | null {
  if (f.median == null) return null;
  const price = formatPrice(f.median, localeOf(w));
  return w.monthly ? translatorFor(localeOf(w))('landing.perMonth', { price }) : price;
}

function localIntro(w: LandingWords, f: SearchFigures): string {
  const t = translatorFor(localeOf(w));
  if (!f.total) return t('landing.introEmpty', { heading: w.heading });
  const median = localPrice(w, f);
  const top = f.topLocalities.map((l) => l.name);
  return [
    t('landing.intro', { heading: w.heading, n: f.total, count: n(f.total) }),
    median ? t(w.monthly ? 'landing.introRent' : 'landing.introPrice', { median }) : '',
    top.length ? t('landing.introTop', { names: andList(top, t('searchTitle.and')) }) : '',
  ].filter(Boolean).join(' ');
}

export function landingIntro(w: LandingWords, f: SearchFigures): string {
  if (localeOf(w) !== 'en') return localIntro(w, f);
  if (!f.total) return `Nothing is listed for ${w.heading} right now. New listings appear here as soon as they are approved.`;
  const count = `${n(f.total)} live ${f.total === 1 ? 'listing' : 'listings'}`;
  const median = priceWords(w, f);
  const top = f.topLocalities.map((l) => l.name);
  return [
    `${w.heading}: ${count} from owners, agents and builders`,
    median ? `, at a median ${w.monthly ? 'rent' : 'price'} of ${median}` : '',
    '.',
    top.length ? ` Most are in ${andList(top)}.` : '',
  ].join('');
}

function localFaqs(w: LandingWords, f: SearchFigures): { q: string; a: string }[] {
  const t = translatorFor(localeOf(w));
  const median = localPrice(w, f);
  const faqs = [{
    q: t('landing.faqCountQ', { heading: w.heading }),
    a: f.total ? t('landing.faqCountA', { n: f.total, count: n(f.total) }) : t('landing.faqCountNone'),
  }];
  if (median) faqs.push({ q: t(w.monthly ? 'landing.faqRentQ' : 'landing.faqPriceQ'), a: t('landing.faqMedianA', { median }) });
  if (f.topLocalities.length) {
    faqs.push({
      q: t('landing.faqTopQ', { city: placeName(w.city, localeOf(w)) }),
      a: `${andList(f.topLocalities.map((l) => `${l.name} (${n(l.count)})`), t('searchTitle.and'))}.`,
    });
  }
  faqs.push({ q: t('landing.faqContactQ'), a: t('landing.faqContactA') });
  return faqs;
}

export function landingFaqs(w: LandingWords, f: SearchFigures): { q: string; a: string }[] {
  if (localeOf(w) !== 'en') return localFaqs(w, f);
  const median = priceWords(w, f);
  const faqs = [{
    q: `How many listings are there for ${w.heading}?`,
    a: f.total ? `${n(f.total)} live ${f.total === 1 ? 'listing' : 'listings'} today, from owners, agents and builders.` : 'None right now; new listings show here once approved.',
  }];
  if (median) {
    faqs.push({ q: `What is the typical ${w.monthly ? 'rent' : 'price'}?`, a: `The median of the live listings is ${median}: half ask for less, half for more.` });
  }
  if (f.topLocalities.length) {
    faqs.push({ q: `Which localities of ${w.city} have the most listings?`, a: `${andList(f.topLocalities.map((l) => `${l.name} (${n(l.count)})`))}.` });
  }
  faqs.push({
    q: 'Can I contact the owner directly?',
    a: 'Yes. Log in with your mobile number and use Contact or Request callback on a listing: the poster gets your request and calls you back.',
  });
  return faqs;
}
