import Link from 'next/link';
import { fill } from '@/lib/i18n/fill';
import type { DetailInsights } from '@/server/catalog/insights/detail';
import { priceContextText, type ContextWords } from '@/lib/insights/format';

/** The note's words in the page's language; without them, English (the server's own sentence). */
export type ContextNoteWords = { label: string; insights: string; sentence?: ContextWords };

const ENGLISH: ContextNoteWords = { label: 'Price in context', insights: '{locality} insights' };

/** The detail page's price context and its "<Locality> insights" link; nothing when there is neither. */
export function PriceContextNote({ x, words = ENGLISH }: { x: DetailInsights | null; words?: ContextNoteWords }) {
  if (!x || (!x.context && !x.insightsPath)) return null;
  const text = x.context && (words.sentence ? priceContextText(x.context, words.sentence) : x.context.text);
  return (
    <section className="price-context" aria-label={words.label} data-testid="price-context">
      {text && <p>{text}</p>}
      {x.insightsPath && <p><Link href={x.insightsPath} prefetch={false}>{fill(words.insights, { locality: x.locality })}</Link></p>}
    </section>
  );
}
