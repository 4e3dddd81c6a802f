import { formatPrice } from '@/lib/format/price';
import { formatCount } from '@/lib/format/counts';
import type { SearchFigures } from '@/server/catalog/search/catalog/figures';

// A landing page's introduction and FAQ, worded from the search's real
// figures: live matches, median price or rent, top localities.

export type LandingWords = { heading: string; city: string; monthly: boolean };

const n = formatCount;
const andList = (xs: string[]) => (xs.length <= 1 ? xs[0] ?? '' : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const priceWords = (w: LandingWords, f: SearchFigures) => (f.median == null ? null : `${formatPrice(f.median)}${w.monthly ? ' a month' : ''}`);

export function landingIntro(w: LandingWords, f: SearchFigures): string {
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

export function landingFaqs(w: LandingWords, f: SearchFigures): { q: string; a: string }[] {
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
