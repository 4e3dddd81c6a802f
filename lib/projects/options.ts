// Project choices (SPEC §3 "Project basic details", §2 post-project routes).

export const PROJECT_KINDS = [
  { slug: 'flat-apartment', type: 'apartment', bodyType: 'apartment', label: 'Flat/Apartment',
    createPath: '/api/project/create-apartment-project', editPath: '/api/project/edit-apartment-project' },
  { slug: 'villa', type: 'villa', bodyType: 'villa', label: 'Villa',
    createPath: '/api/project/create-villa-project', editPath: '/api/project/edit-villa-project' },
  { slug: 'residential-plot', type: 'residential_plot', bodyType: 'residential', label: 'Residential Plot',
    createPath: '/api/project/create-residential-plot', editPath: '/api/project/edit-residential-plot' },
] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];
export type ProjectTypeValue = ProjectKind['type'];

export const projectKindBySlug = (slug: string) => PROJECT_KINDS.find((k) => k.slug === slug);
export const projectKindByType = (t: string) => PROJECT_KINDS.find((k) => k.type === t || k.bodyType === t);

/** SPEC §3's seven construction stages, in order. */
export const PROJECT_STAGES = [
  { value: 'launched', label: 'Launched' },
  { value: 'escalation', label: 'Excavation' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'structure_implementation', label: 'Structure' },
  { value: 'mechanical_electrical_plumbing', label: 'Mechanical, electrical and plumbing' },
  { value: 'insulation_waterproofing', label: 'Insulation and waterproofing' },
  { value: 'completed', label: 'Completed' },
] as const;
export const stageLabel = (v: string) => PROJECT_STAGES.find((s) => s.value === v)?.label ?? v;

/** SPEC §5: the second date's label follows the status. */
export const completionLabel = (status: string | undefined) => (status === 'completed' ? 'Project Completed On' : 'Expected Completion Date');

export const PROJECT_AMENITIES = ['Club House', 'Swimming Pool', 'Gym', 'Jogging Track', "Children's Play Area", 'Landscaped Garden',
  'Power Backup', '24x7 Security', 'Rain Water Harvesting', 'Sewage Treatment Plant', 'Indoor Games', 'EV Charging', 'Solar Street Lights'] as const;

export const CONFIG_AREA_UNITS = ['sqft', 'sqyd', 'sqm'] as const;

export const BROCHURE_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_CONFIGURATIONS = 12;
