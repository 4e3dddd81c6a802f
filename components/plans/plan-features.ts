import { fill } from '@/lib/i18n/fill';
import { formatRupees } from '@/lib/format/money';
import type { PlanWords } from './plan-words';
import type { PlanApi } from './types';

// A plan's features are the catalogue's English lines (server/platform/seed/content.ts). Each known
// shape is worded again from its figure; a line of another shape stays as the plans team wrote it.
const SHAPES: [RegExp, (w: PlanWords['features'], n: string) => string][] = [
  [/^(\d+) more live listings?$/, (w, n) => fill(w.more, { n })],
  [/^1 featured listing$/, (w) => w.featuredOne],
  [/^(\d+) featured listings$/, (w, n) => fill(w.featured, { n })],
  [/^1 project slot$/, (w) => w.slotOne],
  [/^(\d+) project slots$/, (w, n) => fill(w.slots, { n })],
  [/^Valid for (\d+) days$/, (w, n) => fill(w.valid, { days: n })],
  [/^Visible for (\d+) days$/, (w, n) => fill(w.visible, { days: n })],
  [/^Phone number shown to buyers$/, (w) => w.phone],
  [/^Agent profile page$/, (w) => w.agentPage],
  [/^Priority moderation$/, (w) => w.priority],
  [/^Priority support$/, (w) => w.support],
];

/** A plan feature in the page's language (English unchanged). */
export function featureText(feature: string, words: PlanWords): string {
  if (words.locale === 'en') return feature;
  for (const [shape, word] of SHAPES) {
    const m = shape.exec(feature);
    if (m) return word(words.features, m[1] ?? '');
  }
  return feature;
}

// Shared by the purchase wizard (a client component) and the public price list (a server one), so
// it lives here and not in either: a server component cannot call a function of a client module.
/** "incl. ₹539.82 GST (18%) on ₹2,999": the split under a plan's total, in the page's language. */
export function priceNote(p: PlanApi, words: PlanWords): string {
  return fill(words.priceNote, { price: formatRupees(p.gst_paise), pct: p.gst_rate_percent, value: formatRupees(p.price_paise, 0) });
}
