import 'server-only';
import type { ProjectKind } from '@/lib/projects/options';
import { normaliseRera } from '@/lib/projects/rera';
import type { ProjectBody } from '@/lib/projects/schemas';
import type { NewProject, Project, ProjectConfiguration } from '../../platform/db/schema';
import type { Place } from '../posting/store';

// Rows <-> the project body (lib/projects/schemas.ts). price_min/max and
// bedrooms_min/max are derived from the configurations on every write: the
// residential sale search filters and shows them ("₹45 L – 1.2 Cr").

type Config = Omit<ProjectConfiguration, 'id' | 'projectId'>;

export function toProjectRows(kind: ProjectKind, body: ProjectBody, place: Place & { state: string | null }) {
  const configs: Config[] = body.configurations.map((c, i) => ({
    label: c.label, bedrooms: c.bedrooms ?? null, areaMin: c.area_min, areaMax: c.area_max, areaUnit: c.area_unit,
    priceMin: c.price_min, priceMax: c.price_max, floorPlanPhotoId: c.floor_plan_photo_id ?? null, sortOrder: i,
  }));
  const beds = configs.map((c) => c.bedrooms).filter((b): b is number => b !== null);
  const completed = body.status_of_projects_construction === 'completed';
  const project: Omit<NewProject, 'userId'> = {
    projectType: kind.type, name: body.project_details.name, address: body.project_details.address,
    city: place.city, locality: place.locality, localityId: place.localityId, lat: place.lat, lng: place.lng,
    state: place.state, postCode: body.g_location.postCode ?? null,
    addressLine1: body.g_location.address_line_1 ?? null, addressLine2: body.g_location.address_line_2 ?? null,
    formattedAddress: [body.project_details.address, place.locality, place.city].filter(Boolean).join(', '),
    noOfUnits: Number(body.no_of_units),
    stage: body.status_of_projects_construction as Project['stage'],
    launchedOn: body.project_lunched_on,
    completedOn: completed ? body.project_completed_on ?? null : null,
    expectedCompletionDate: completed ? null : body.expected_completed_date ?? null,
    floorsAllowed: body.project_features.floors_allowed ?? null,
    gatedColony: body.project_features.gated_colony ?? null,
    boundaryWallMade: body.project_features.boundary_wall_made ?? null,
    projectAmenities: body.project_features.amenities,
    amenities: body.project_features.amenities.filter((a) => a.status).map((a) => a.name),
    noOfOpenSides: body.common_features.no_of_open_sides ?? null,
    furnishing: (body.common_features.furnishing_status ?? null) as Project['furnishing'],
    totalFloors: body.common_features.total_floor ?? null,
    // A new project: under construction until the last stage; sold as new.
    constructionStatus: completed ? 'ready_to_move' : 'under_construction',
    transaction: 'new',
    description: body.description,
    priceMin: Math.min(...configs.map((c) => c.priceMin)),
    priceMax: Math.max(...configs.map((c) => c.priceMax)),
    bedroomsMin: beds.length ? Math.min(...beds) : null,
    bedroomsMax: beds.length ? Math.max(...beds) : null,
    reraNumber: body.rera.number ? normaliseRera(body.rera.number) : null,
    reraState: body.rera.number ? body.rera.state ?? place.state : null,
    brochureUploadId: body.brochure_upload_id ?? null,
  };
  return { project, configs };
}

export function toProjectBody(kind: ProjectKind, row: Project, configs: ProjectConfiguration[], photos: { id: number | null; url: string }[]) {
  return {
    project_id: row.id,
    project_type: kind.bodyType,
    no_of_units: String(row.noOfUnits),
    status_of_projects_construction: row.stage,
    project_lunched_on: row.launchedOn,
    project_completed_on: row.completedOn ?? undefined,
    expected_completed_date: row.expectedCompletionDate ?? undefined,
    project_details: { name: row.name, address: row.address ?? '' },
    g_location: { city: row.city, area: row.locality, state: row.state ?? undefined, locality_id: row.localityId ?? undefined,
      lat: row.lat ?? undefined, lng: row.lng ?? undefined, postCode: row.postCode ?? undefined,
      address_line_1: row.addressLine1 ?? undefined, address_line_2: row.addressLine2 ?? undefined },
    configurations: configs.map((c) => ({ label: c.label, bedrooms: c.bedrooms ?? undefined, area_unit: c.areaUnit,
      area_min: c.areaMin, area_max: c.areaMax, price_min: c.priceMin, price_max: c.priceMax, floor_plan_photo_id: c.floorPlanPhotoId ?? undefined })),
    project_features: { floors_allowed: row.floorsAllowed ?? undefined, gated_colony: row.gatedColony ?? undefined,
      boundary_wall_made: row.boundaryWallMade ?? undefined, amenities: row.projectAmenities },
    common_features: { total_floor: row.totalFloors ?? undefined, no_of_open_sides: row.noOfOpenSides ?? undefined,
      furnishing_status: row.furnishing ?? undefined },
    rera: { state: row.reraState ?? undefined, number: row.reraNumber ?? undefined },
    description: row.description ?? '',
    photo_ids: photos.map((p) => p.id).filter((id): id is number => id !== null),
    photos,
    brochure_upload_id: row.brochureUploadId ?? undefined,
  };
}
