'use client';
import { useEffect, useState } from 'react';
import { istWallClock } from '@/lib/ist';
import { ViewsChart } from './views-chart';

export type DayViews = { date: string; views: number };

/** The last 30 Indian days ending today, with zeroes where the answer has no entry. */
export function last30Days(answer: unknown, today = new Date()): DayViews[] {
  const list = Array.isArray(answer) ? answer
    : answer && typeof answer === 'object'
      ? ((answer as Record<string, unknown>).days ?? (answer as Record<string, unknown>).views ?? (answer as Record<string, unknown>).data)
      : null;
  const byDate = new Map<string, number>();
  for (const d of Array.isArray(list) ? list : []) {
    const r = d as Record<string, unknown>;
    const date = String(r.date ?? r.day ?? '').slice(0, 10);
    if (date) byDate.set(date, Number(r.views ?? r.count ?? 0));
  }
  const ist = istWallClock(today);
  return Array.from({ length: 30 }, (_, i) => {
    const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - (29 - i)));
    const iso = d.toISOString().slice(0, 10);
    return { date: iso, views: byDate.get(iso) ?? 0 };
  });
}

/** Loads one item's statistics (listing, PG or project) when its chart is opened. */
export function ItemStats({ load, title }: { load: () => Promise<{ data: unknown }>; title: string }) {
  const [days, setDays] = useState<DayViews[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Once per opening: the loader is an inline arrow of the card, new on every render.
  const [first] = useState(() => load);
  useEffect(() => {
    let gone = false;
    first()
      .then((r) => { if (!gone) setDays(last30Days(r.data)); })
      .catch(() => { if (!gone) setFailed(true); });
    return () => { gone = true; };
  }, [first]);
  if (failed) return <p className="small text-muted" role="status">Statistics could not be loaded.</p>;
  if (!days) return <p className="small text-muted" role="status">Loading statistics…</p>;
  return <ViewsChart days={days} title={`Views of ${title}`} />;
}
