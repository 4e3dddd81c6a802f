import { DetailSection } from '@/components/detail/detail-section';
import { formatCount as area, formatPrice } from '@/lib/format';
import { PROJECT_STAGES } from '@/lib/projects/options';
import type { ProjectExtras } from '@/server/listings/projects/detail-extras';
import { BrochureButton } from './brochure-button';
import { ReraBlock } from './rera-block';

const range = (a: number, b: number, f: (n: number) => string) => (a === b ? f(a) : `${f(a)} – ${f(b)}`);

/** Project detail page: configurations, construction stage, brochure (RERA is at the top: ReraBlock). */
export function ProjectBlocks({ x, projectId }: { x: ProjectExtras; projectId: number }) {
  const at = PROJECT_STAGES.findIndex((s) => s.value === x.stage);
  return (
    <>
      {x.configurations.length > 0 && (
        <DetailSection id="configurations" title="Configurations">
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Configurations table">
            <table className="table mb-0">
              <thead><tr><th scope="col">Unit type</th><th scope="col">Area</th><th scope="col">Price</th><th scope="col">Floor plan</th></tr></thead>
              <tbody>
                {x.configurations.map((c) => (
                  <tr key={c.label}>
                    <th scope="row">{c.label}</th>
                    <td>{range(c.area_min, c.area_max, area)} {c.area_unit === 'sqft' ? 'sq.ft' : c.area_unit === 'sqyd' ? 'sq.yd' : 'sq.m'}</td>
                    <td>{range(c.price_min, c.price_max, formatPrice)}</td>
                    <td>{c.floor_plan
                      ? <a href={c.floor_plan} target="_blank" rel="noopener noreferrer">View<span className="visually-hidden"> the floor plan of {c.label}</span></a>
                      : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DetailSection>
      )}
      <DetailSection id="stage" title="Construction stage">
        <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Construction stages">
          {PROJECT_STAGES.map((s, i) => (
            <li key={s.value} className={`badge ${i < at ? 'text-bg-success' : i === at ? 'text-bg-primary' : 'text-bg-light border'}`}
              aria-current={i === at ? 'step' : undefined}>{s.label}</li>
          ))}
        </ol>
      </DetailSection>
      {x.has_brochure && (
        <DetailSection id="brochure" title="Brochure">
          {/* The brochure is an ad too: the RERA block sits beside its download. */}
          <ReraBlock rera={x.rera} id="brochure-rera" />
          <BrochureButton projectId={projectId} />
        </DetailSection>
      )}
    </>
  );
}
