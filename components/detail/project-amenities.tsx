import { projectAmenities } from '@/lib/detail/pg-project-facts';
import { DetailSection } from './detail-section';

/** Project amenities with their state: ready now, or planned (status false). `words`: the page's language. */
export function ProjectAmenities({ detail, words: w }: { detail: Record<string, unknown>; words?: { amenities: string; ready: string; planned: string } }) {
  const items = projectAmenities(detail);
  if (!items.length) return null;
  return (
    <DetailSection id="project-amenities" title={w?.amenities ?? 'Project amenities'}>
      <ul className="amenity-status">
        {items.map((a) => (
          <li key={a.name}>
            <span>{a.name}</span>
            <span className={`badge ${a.ready ? 'text-bg-success' : 'text-bg-light border'}`}>{a.ready ? w?.ready ?? 'Ready' : w?.planned ?? 'Planned'}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
