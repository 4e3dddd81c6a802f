import 'server-only';
import * as yup from 'yup';
import { AppError } from '@/lib/app-error';
import { boxProblem, boxSizeProblem, zoomProblem, type Box } from '@/lib/map/geo';

// The map search body (not in the SPEC): which results page, its
// search-v2 body as the list sends it (with `area` when one is drawn), the
// visible box and the zoom that decides how dense pins are clustered.

export const MAP_GROUPS = ['residential', 'commercial', 'agriculture', 'pg'] as const;
export type MapGroup = (typeof MAP_GROUPS)[number];

const edge = (name: string) => yup.number().typeError(`bbox.${name} must be a number`).required(`bbox.${name} is required`);

export const mapSearchBody = yup.object({
  group: yup.string().oneOf(MAP_GROUPS, `group must be one of ${MAP_GROUPS.join(', ')}`).required('group is required'),
  // Checked by the search's own schema (map-search.ts); a yup object here would strip its keys.
  search: yup.mixed<Record<string, unknown>>().default({})
    .test('object', 'search must be an object', (v) => !!v && typeof v === 'object' && !Array.isArray(v)),
  bbox: yup.object({ west: edge('west'), south: edge('south'), east: edge('east'), north: edge('north') })
    .default(undefined).typeError('bbox must be an object {west, south, east, north}').required('bbox is required'),
  zoom: yup.number().typeError('zoom must be a number').required('zoom is required'),
});

export const mapCardBody = yup.object({
  kind: yup.string().oneOf(['property', 'pg', 'project'], 'kind must be property, pg or project').required('kind is required'),
  id: yup.number().typeError('id must be a number').integer().positive('id must be a positive number').required('id is required'),
});

/** The box and zoom rules yup cannot say: inverted, outside India, out of range, too large for the zoom. */
export function checkView(bbox: Box, zoom: number): void {
  const problem = boxProblem(bbox) ?? zoomProblem(zoom) ?? boxSizeProblem(bbox, zoom);
  if (problem) throw new AppError('validation', problem.message, { field: problem.field });
}
