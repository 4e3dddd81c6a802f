import type { MapResult } from '@/lib/contract';
import { formatCount } from '@/lib/format/counts';

const listings = (n: number) => (n === 1 ? 'listing' : 'listings');

/**
 * The map's count line: listings in the visible area, and those of the search without a map
 * location (a link to the list, where they stay), counted up to the list's cap ("10,000+").
 */
export function MapCount({ result, listHref }: { result: MapResult | null; listHref: string }) {
  if (!result) return <>Searching the map…</>;
  const { inBox, unlocated, unlocatedCapped } = result;
  return (
    <>
      {formatCount(inBox)} {listings(inBox)} in this area
      {unlocated > 0 && (
        <> · <a href={listHref}>{formatCount(unlocated)}{unlocatedCapped ? '+' : ''} {listings(unlocated)} without a map location</a></>
      )}
    </>
  );
}
