'use client';
import type { CardView } from '@/lib/card';
import { itemList, scriptJson } from '@/lib/json-ld';

/**
 * The results' schema.org ItemList. A client component for the page's size
 * only: given the very array the result list gets, the RSC payload refers to
 * those cards instead of carrying the list's JSON a second time (it was 4 kB of
 * every search page's payload, besides the 4 kB in the HTML). The script is
 * still in the server's HTML for crawlers; in the browser it is inert.
 */
export function ItemListJsonLd({ name, origin, cards, total }: { name: string; origin: string; cards: CardView[]; total: number }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(itemList(name, origin, cards, total)) }} />;
}
