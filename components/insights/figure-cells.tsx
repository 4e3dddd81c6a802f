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

type Row = { key: string | number; label: string; f: Figure; unit?: string };

/** A scrollable table of medians: one row per label, its median and the listings behind it. */
export function FigureTable({ head, value, rows }: { head: string; value: string; rows: Row[] }) {
  return (
    <div className="insights-scroll">
      <table className="insights-table">
        <thead><tr><th scope="col">{head}</th><th scope="col" className="num">{value}</th><th scope="col" className="num">Behind it</th></tr></thead>
        <tbody>{rows.map((r) => <tr key={r.key}><th scope="row">{r.label}</th><FigureCells f={r.f} unit={r.unit} /></tr>)}</tbody>
      </table>
    </div>
  );
}
