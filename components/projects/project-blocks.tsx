import { DetailSection } from '@/components/detail/detail-section';
import { formatCount as area, formatPrice } from '@/lib/format';
import { PROJECT_STAGES } from '@/lib/projects/options';
import type { ProjectExtras } from '@/server/listings/projects/detail-extras';
import { BrochureButton, type BrochureWords } from './brochure-button';
import { ReraBlock, type ReraWords } from './rera-block';
import type { PriceLocale } from '@/lib/format/price';

/** The blocks' words in a page's language ({label}: a configuration; stage names by value); English by default. */
export type ProjectWords = BrochureWords & {
  locale: PriceLocale; configurations: string; configTable: string; unitType: string; area: string; price: string;
  floorPlan: string; view: string; floorPlanOf: string; stage: string; stages: string; brochure: string;
  stageNames: Record<string, string>; rera: ReraWords;
};

const range = (a: number, b: number, f: (n: number) => string) => (a === b ? f(a) : `${f(a)} – ${f(b)}`);

/** Project detail page: configurations, construction stage, brochure (RERA is at the top: ReraBlock). */
export function ProjectBlocks({ x, projectId, words: w }: { x: ProjectExtras; projectId: number; words?: ProjectWords }) {
  const at = PROJECT_STAGES.findIndex((s) => s.value === x.stage);
  const price = (n: number) => formatPrice(n, w?.locale);
  return (
    <>
      {x.configurations.length > 0 && (
        <DetailSection id="configurations" title={w?.configurations ?? 'Configurations'}>
          <div className="table-responsive" tabIndex={0} role="region" aria-label={w?.configTable ?? 'Configurations table'}>
            <table className="table mb-0">
              <thead><tr>
                <th scope="col">{w?.unitType ?? 'Unit type'}</th><th scope="col">{w?.area ?? 'Area'}</th>
                <th scope="col">{w?.price ?? 'Price'}</th><th scope="col">{w?.floorPlan ?? 'Floor plan'}</th>
              </tr></thead>
              <tbody>
                {x.configurations.map((c) => (
                  <tr key={c.label}>
                    <th scope="row">{c.label}</th>
                    <td>{range(c.area_min, c.area_max, area)} {c.area_unit === 'sqft' ? 'sq.ft' : c.area_unit === 'sqyd' ? 'sq.yd' : 'sq.m'}</td>
                    <td>{range(c.price_min, c.price_max, price)}</td>
                    <td>{c.floor_plan
                      ? <a href={c.floor_plan} target="_blank" rel="noopener noreferrer">{w?.view ?? 'View'}<span className="visually-hidden">{(w?.floorPlanOf ?? ' the floor plan of {label}').replace('{label}', c.label)}</span></a>
                      : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DetailSection>
      )}
      <DetailSection id="stage" title={w?.stage ?? 'Construction stage'}>
        <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={w?.stages ?? 'Construction stages'}>
          {PROJECT_STAGES.map((s, i) => (
            <li key={s.value} className={`badge ${i < at ? 'text-bg-success' : i === at ? 'text-bg-primary' : 'text-bg-light border'}`}
              aria-current={i === at ? 'step' : undefined}>{w?.stageNames[s.value] ?? s.label}</li>
          ))}
        </ol>
      </DetailSection>
      {x.has_brochure && (
        <DetailSection id="brochure" title={w?.brochure ?? 'Brochure'}>
          {/* The brochure is an ad too: the RERA block sits beside its download. */}
          <ReraBlock rera={x.rera} id="brochure-rera" words={w?.rera} />
          <BrochureButton projectId={projectId}
            words={w && { download: w.download, downloadNote: w.downloadNote, downloadStarted: w.downloadStarted, failed: w.failed }} />
        </DetailSection>
      )}
    </>
  );
}
