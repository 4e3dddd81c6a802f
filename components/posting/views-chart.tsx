import { calendarDayText } from '@/lib/format/dates';
import type { DayViews } from './my-property-stats';

/** What the bars count, singular and plural: "view"/"views", "save"/"saves", "enquiry"/"enquiries". */
export type ChartUnit = readonly [one: string, many: string];
type Props = { days: readonly DayViews[]; title: string; unit?: ChartUnit };

const W = 420;
const H = 120;
const PAD = { l: 28, r: 6, t: 8, b: 18 };

/**
 * Views per day as a small bar chart in plain SVG: 30 bars need no chart
 * library. The numbers are also in a visually hidden table for screen readers.
 */
export function ViewsChart({ days, title, unit = ['view', 'views'] }: Props) {
  const of = (n: number) => `${n} ${n === 1 ? unit[0] : unit[1]}`;
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((s, d) => s + d.views, 0);
  const iw = W - PAD.l - PAD.r;
  const ih = H - PAD.t - PAD.b;
  const bw = days.length ? iw / days.length : iw;
  const label = calendarDayText;
  return (
    <figure className="mb-0">
      <svg className="views-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${of(total)} in the last ${days.length} days`}>
        <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} stroke="#adb5bd" />
        <text x={PAD.l - 4} y={PAD.t + 8} textAnchor="end" fontSize="10" fill="#6c757d">{max}</text>
        <text x={PAD.l - 4} y={H - PAD.b} textAnchor="end" fontSize="10" fill="#6c757d">0</text>
        {days.map((d, i) => {
          const h = (d.views / max) * ih;
          return (
            <rect key={d.date} x={PAD.l + i * bw + 1} y={H - PAD.b - h} width={Math.max(1, bw - 2)} height={h} fill="#0f6e5a" rx="1">
              <title>{`${label(d.date)}: ${of(d.views)}`}</title>
            </rect>
          );
        })}
        {days.length > 0 && <>
          <text x={PAD.l} y={H - 4} fontSize="10" fill="#6c757d">{label(days[0]!.date)}</text>
          <text x={W - PAD.r} y={H - 4} fontSize="10" fill="#6c757d" textAnchor="end">{label(days[days.length - 1]!.date)}</text>
        </>}
      </svg>
      <figcaption className="small text-muted">{`${of(total)} in the last ${days.length} days`}</figcaption>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead><tr><th scope="col">Day</th><th scope="col">{unit[1][0]!.toUpperCase() + unit[1].slice(1)}</th></tr></thead>
        <tbody>{days.map((d) => <tr key={d.date}><td>{label(d.date)}</td><td>{d.views}</td></tr>)}</tbody>
      </table>
    </figure>
  );
}
