import { ViewsChart } from '@/components/posting/views-chart';
import type { StatDay } from '@/server/trust/leads/statistics';
import { BackButton } from './back-button';

type Stats = { kind: string; title: string; days: StatDay[]; totals: Record<'views' | 'saves' | 'callbacks' | 'enquiries' | 'brochures', number> };
// Each chart counts its own measure, in its own words.
const METRICS = [
  ['views', 'Views', ['view', 'views']], ['saves', 'Saves', ['save', 'saves']],
  ['callbacks', 'Callback requests', ['callback request', 'callback requests']], ['enquiries', 'Enquiries', ['enquiry', 'enquiries']],
  ['brochures', 'Brochure downloads', ['brochure download', 'brochure downloads']],
] as const;

/** One item's last 30 days: a bar chart per figure (POST-CLIENT's ViewsChart, fed each series), totals first. */
export function ItemStatistics({ stats }: { stats: Stats }) {
  const metrics = METRICS.filter(([k]) => k !== 'brochures' || stats.kind === 'project');
  return (
    <div className="page-width py-4">
      <BackButton fallback="/profile-pages/my-property" />
      <h1 className="h3">Statistics: {stats.title}</h1>
      <dl className="my-prop__stats mb-4">
        {metrics.map(([k, label]) => <div key={k}><dt>{label}</dt><dd data-testid={`total-${k}`}>{stats.totals[k]}</dd></div>)}
      </dl>
      <div className="row g-4">
        {metrics.map(([k, label, unit]) => (
          <section key={k} className="col-12 col-lg-6" aria-label={label}>
            <h2 className="h6">{label} per day</h2>
            <ViewsChart title={label} unit={unit} days={stats.days.map((d) => ({ date: d.date, views: d[k] }))} />
          </section>
        ))}
      </div>
    </div>
  );
}
