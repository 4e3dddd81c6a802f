import Link from 'next/link';
import type { DetailInsights } from '@/server/catalog/insights/detail';

/** The detail page's price context and its "<Locality> insights" link; nothing when there is neither. */
export function PriceContextNote({ x }: { x: DetailInsights | null }) {
  if (!x || (!x.context && !x.insightsPath)) return null;
  return (
    <section className="price-context" aria-label="Price in context" data-testid="price-context">
      {x.context && <p>{x.context.text}</p>}
      {x.insightsPath && <p><Link href={x.insightsPath} prefetch={false}>{x.locality} insights</Link></p>}
    </section>
  );
}
