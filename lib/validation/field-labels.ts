import { isAsWritten, withBang } from './messages';

// The shared yup schemas word errors for the API with the field's key ("total_beds is
// required"); a form shows the field's own label instead ("Total beds is required!"),
// with SPEC §5's appended '!'. One place for every wizard (property, PG, project).

export type FieldLabels = Record<string, string>;

/** Locality and city are one box in every wizard: either error names that box. */
export const LOCATION_LABELS: FieldLabels = {
  address: 'Street address', name: 'Building, society or project name', city: 'Locality and city', area: 'Locality and city',
  postCode: 'PIN code', description: 'Description', amenities: 'Amenities', photo_ids: 'Photos', area_unit: 'Area unit',
};

/** A message with every field key in it replaced by its label (whole words, longest keys first). */
export function labelled(message: string, labels: FieldLabels): string {
  if (isAsWritten(message)) return withBang(message);
  const keys = Object.keys(labels).sort((a, b) => b.length - a.length).map((k) => k.replace(/[^a-z0-9_]/gi, ''));
  const text = message.replace(new RegExp(`\\b(${keys.join('|')})\\b`, 'g'), (k) => labels[k] ?? k);
  // A key the labels miss still reads as words, never as "Total_beds".
  const words = text.replace(/\b([a-z]+(?:_[a-z0-9]+)+)\b/g, (k) => k.replace(/_/g, ' '));
  return withBang(words.charAt(0).toUpperCase() + words.slice(1));
}

/** Labels every message of a Formik-style error map (nested objects and lists too). */
export function labelErrors<T>(errors: T, labels: FieldLabels): T {
  if (typeof errors === 'string') return labelled(errors, labels) as T;
  if (Array.isArray(errors)) return errors.map((e) => labelErrors(e, labels)) as T;
  if (errors && typeof errors === 'object') {
    return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, labelErrors(v, labels)])) as T;
  }
  return errors;
}

export const PG_LABELS: FieldLabels = {
  ...LOCATION_LABELS,
  pg_name: 'PG name', gender: 'For whom', rooms: 'Rooms', room_type: 'Sharing', rent: 'Rent per bed', deposit: 'Deposit per bed',
  total_beds: 'Total beds', available_beds: 'Beds available', meals: 'Meals included', food_type: 'Food',
  gate_closing_time: 'Gate closing time', visitors_allowed: 'Visitors allowed', smoking_allowed: 'Smoking allowed',
  drinking_allowed: 'Drinking allowed', notice_period_days: 'Notice period', available_from: 'Available from',
};

export const PROJECT_LABELS: FieldLabels = {
  ...LOCATION_LABELS,
  name: 'Project name', address: 'Address', state: 'State',
  project_type: 'Property Type', no_of_units: 'Number of Units', status_of_projects_construction: 'Project Status',
  project_lunched_on: 'Project Lunched On', project_completed_on: 'Completed on', expected_completed_date: 'Expected completion',
  configurations: 'Unit types', label: 'Name', bedrooms: 'Bedrooms', area_min: 'Area from', area_max: 'Area to',
  price_min: 'Price from', price_max: 'Price to', floor_plan_photo_id: 'Floor plan', floors_allowed: 'Floors allowed',
  total_floor: 'Total floors',
};
