import type { Photo } from '@/components/posting/photo-upload';
import type { ProjectBody } from '@/lib/projects/schemas';

// The project wizard's form values: the project body with photos as {id, url}
// and the brochure as {id, name} while it is in the form.
export type ProjectValues = Omit<ProjectBody, 'photo_ids' | 'project_id' | 'brochure_upload_id'> & {
  photos: Photo[]; brochure: { id: number; name: string } | null;
};

const config = (label: string, bedrooms: number | '') =>
  ({ label, bedrooms, area_unit: 'sqft', area_min: '', area_max: '', price_min: '', price_max: '' }) as never;

export const emptyProject = (bodyType: string, city: string, plot: boolean): ProjectValues => ({
  project_type: bodyType, no_of_units: '', status_of_projects_construction: '', project_lunched_on: '',
  project_completed_on: '', expected_completed_date: '',
  project_details: { name: '', address: '' },
  g_location: { city, area: '', state: '' },
  configurations: [plot ? config('', '') : config('2 BHK', 2)],
  project_features: { amenities: [] }, common_features: {}, rera: { number: '', state: '' },
  description: '', photos: [], brochure: null,
});

export function projectBody(v: ProjectValues, projectId?: number | null): ProjectBody {
  const { photos, brochure, ...rest } = v;
  return { ...rest, ...(projectId ? { project_id: projectId } : {}), photo_ids: photos.map((p) => p.id),
    ...(brochure ? { brochure_upload_id: brochure.id } : {}) } as ProjectBody;
}

/** Form values from my-project-list-find-one (the edit wizard's prefill). */
export function projectValuesOf(d: ProjectBody & { photos?: { id: number | null; url: string }[] }): ProjectValues {
  const { photo_ids: _ids, project_id: _id, brochure_upload_id, photos, ...rest } = d;
  return {
    ...rest,
    project_completed_on: d.project_completed_on ?? '', expected_completed_date: d.expected_completed_date ?? '',
    rera: { number: d.rera?.number ?? '', state: d.rera?.state ?? '' },
    photos: (photos ?? []).filter((p): p is { id: number; url: string } => p.id !== null),
    brochure: brochure_upload_id ? { id: brochure_upload_id, name: 'Current brochure' } : null,
  } as ProjectValues;
}
