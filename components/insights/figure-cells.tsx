import { figureText, listingsCount, MIN_LISTINGS, type Figure } from '@/lib/insights/format';

/** A median cell and the count of listings behind it; below the minimum the text says so. */
export function FigureCells({ f, unit = '' }: { f: Figure; unit?: string }) {
  const shown = f.median != null && f.count >= MIN_LISTINGS;
  return (
    <>
      <td className={shown ? 'num' : 'num none'}>{figureText(f, unit)}</td>
      <td className="num">{listingsCount(f.count)}</td>
    </>
  );
}
