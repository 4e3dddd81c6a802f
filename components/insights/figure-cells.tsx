import { figureText, MIN_LISTINGS, type Figure } from '@/lib/insights/format';
import { ENGLISH_INSIGHTS, listingsIn, type InsightsWords } from '@/lib/insights/words';

/** A median cell and the count of listings behind it; below the minimum the text says so. */
export function FigureCells({ f, unit = '', w = ENGLISH_INSIGHTS }: { f: Figure; unit?: string; w?: InsightsWords }) {
  const shown = f.median != null && f.count >= MIN_LISTINGS;
  return (
    <>
      <td className={shown ? 'num' : 'num none'}>{shown ? figureText(f, unit) : w.notEnough}</td>
      <td className="num">{listingsIn(w, f.count)}</td>
    </>
  );
}

type Row = { key: string | number; label: string; f: Figure; unit?: string };

/** A scrollable table of medians: one row per label, its median and the listings behind it. */
export function FigureTable({ head, value, rows, w = ENGLISH_INSIGHTS }: { head: string; value: string; rows: Row[]; w?: InsightsWords }) {
  return (
    <div className="insights-scroll">
      <table className="insights-table">
        <thead><tr><th scope="col">{head}</th><th scope="col" className="num">{value}</th><th scope="col" className="num">{w.behind}</th></tr></thead>
        <tbody>{rows.map((r) => <tr key={r.key}><th scope="row">{r.label}</th><FigureCells f={r.f} unit={r.unit} w={w} /></tr>)}</tbody>
      </table>
    </div>
  );
}
