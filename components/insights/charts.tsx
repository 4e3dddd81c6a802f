import { barWidths, lineChart, TREND_BOX, type Point } from '@/lib/insights/chart';
import { inr } from '@/lib/format/money';

// Server-rendered SVG charts: readable without JavaScript, with a
// title and a description holding every figure for screen readers (the trend's
// figures are also in a table below it). Each chart sits in a scroller at a
// minimum width (styles/insights.css) so its labels stay legible at 320 px
// instead of shrinking with the viewBox; the scroller takes focus, so the
// keyboard can scroll it too.

type TrendProps = { id: string; title: string; desc: string; points: Point[]; /** Said when no month has a figure, in the page's language. */ empty?: string };

export function TrendChart({ id, title, desc, points, empty = 'Not enough listings yet' }: TrendProps) {
  const c = lineChart(points);
  const b = TREND_BOX;
  return (
    <div className="insights-scroll" tabIndex={0}>
      <svg className="insights-chart" viewBox={`0 0 ${b.width} ${b.height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="trend-chart">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {c.ticks.map((t) => (
          <g key={t.value}>
            <line x1={b.left} x2={b.width - b.right} y1={t.y} y2={t.y} className="insights-chart__grid" />
            <text x={b.left - 8} y={t.y + 4} textAnchor="end" className="insights-chart__axis">{inr(t.value)}</text>
          </g>
        ))}
        {c.xLabels.map((l, i) => (i % 2 === points.length % 2 ? null : (
          <text key={l.label} x={l.x} y={b.height - 12} textAnchor="middle" className="insights-chart__axis">{l.label}</text>
        )))}
        {c.paths.map((d) => <path key={d} d={d} className="insights-chart__line" />)}
        {c.dots.map((d) => <circle key={d.label} cx={d.x} cy={d.y} r={4} className="insights-chart__dot"><title>{`${d.label}: ${inr(d.value)}`}</title></circle>)}
        {!c.dots.length && <text x={b.width / 2} y={b.height / 2} textAnchor="middle" className="insights-chart__empty">{empty}</text>}
      </svg>
    </div>
  );
}

type BarsProps = { id: string; title: string; rows: { label: string; value: number; text: string }[] };

/** Horizontal bars, one row per label, the value written at the bar's end; the description lists them all. */
export function BarChart({ id, title, rows }: BarsProps) {
  const rowH = 30;
  const labelW = 170;
  const barMax = 330;
  const widths = barWidths(rows.map((r) => r.value), barMax);
  const h = rows.length * rowH + 8;
  return (
    <div className="insights-scroll" tabIndex={0}>
      <svg className="insights-chart insights-chart--bars" viewBox={`0 0 ${labelW + barMax + 140} ${h}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="bar-chart">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{rows.map((r) => `${r.label}: ${r.text}`).join('; ')}</desc>
        {rows.map((r, i) => (
          <g key={r.label} transform={`translate(0 ${i * rowH + 4})`}>
            <text x={labelW - 8} y={19} textAnchor="end" className="insights-chart__label">{r.label}</text>
            <rect x={labelW} y={4} width={widths[i]} height={rowH - 10} rx={3} className="insights-chart__bar" />
            <text x={labelW + widths[i] + 6} y={19} className="insights-chart__label">{r.text}</text>
          </g>
        ))}
      </svg>
    </div>
  );
}
