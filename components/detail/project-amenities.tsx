import { projectAmenities } from '@/lib/detail/pg-project-facts';
import { DetailSection } from './detail-section';

/** Project amenities with their state: ready now, or planned (status false). */
export function ProjectAmenities({ detail }: { detail: Record<string, unknown> }) {
  const items = projectAmenities(detail);
  if (!items.length) return null;
  return (
    <DetailSection id="project-amenities" title="Project amenities">
      <ul className="amenity-status">
        {items.map((a) => (
          <li key={a.name}>
            <span>{a.name}</span>
            <span className={`badge ${a.ready ? 'text-bg-success' : 'text-bg-light border'}`}>{a.ready ? 'Ready' : 'Planned'}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
