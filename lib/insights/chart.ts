// Geometry of the insights charts, drawn as server SVG (no chart library, no
// client code). Pure numbers in, coordinates out, so it is unit-testable.

export type Point = { label: string; value: number | null };
export type Box = { width: number; height: number; left: number; right: number; top: number; bottom: number };

export const TREND_BOX: Box = { width: 640, height: 240, left: 72, right: 16, top: 16, bottom: 36 };

/** A round step for about 4 gridlines between lo and hi. */
export function niceStep(span: number): number {
  if (!(span > 0)) return 1;
  const raw = span / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

export type LineChart = {
  /** One SVG path per run of months that have a figure (a month without breaks the line). */
  paths: string[];
  dots: { x: number; y: number; label: string; value: number }[];
  ticks: { y: number; value: number }[];
  xLabels: { x: number; label: string }[];
};

export function lineChart(points: Point[], box: Box = TREND_BOX): LineChart {
  const values = points.map((p) => p.value).filter((v): v is number => v != null);
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const x = (i: number) => box.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const xLabels = points.map((p, i) => ({ x: x(i), label: p.label }));
  if (!values.length) return { paths: [], dots: [], ticks: [], xLabels };
  const rawLo = Math.min(...values);
  const rawHi = Math.max(...values);
  const step = niceStep(rawHi - rawLo || rawHi * 0.2 || 1);
  const lo = Math.max(0, Math.floor(rawLo / step) * step - (rawHi === rawLo ? step : 0));
  const hi = Math.ceil(rawHi / step) * step + (rawHi === rawLo ? step : 0);
  const y = (v: number) => box.top + innerH - ((v - lo) / (hi - lo || 1)) * innerH;
  const dots = points.flatMap((p, i) => (p.value == null ? [] : [{ x: x(i), y: y(p.value), label: p.label, value: p.value }]));
  const paths: string[] = [];
  let run: string[] = [];
  points.forEach((p, i) => {
    if (p.value == null) {
      if (run.length > 1) paths.push(run.join(' '));
      run = [];
      return;
    }
    run.push(`${run.length ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`);
  });
  if (run.length > 1) paths.push(run.join(' '));
  const ticks: { y: number; value: number }[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push({ y: y(v), value: v });
  return { paths, dots, ticks, xLabels };
}

/** Bar lengths as a share of the largest, for horizontal bar charts. */
export function barWidths(values: number[], max: number): number[] {
  const top = Math.max(...values, 0);
  return values.map((v) => (top > 0 ? Math.max(2, (v / top) * max) : 0));
}
