import * as yup from 'yup';
import { PROJECT_STATUS, PROJECT_TYPES, valuesOf } from '@/lib/enums';
import { DIGITS_ONLY } from './patterns';
import { DATE2_AFTER_DATE1, REQUIRED } from './messages';

// SPEC §5 "Project details". Unworded required texts use the generic 'Required!'.
export const PROJECT_MESSAGES = {
  required: REQUIRED,
  units: 'Enter a valid number',
  date2AfterDate1: DATE2_AFTER_DATE1,
} as const;

/** Date inputs hand over 'YYYY-MM-DD' strings; pickers hand over Date objects. */
export type DateInput = string | Date | null | undefined;

export function toTime(v: DateInput): number {
  if (v === null || v === undefined || v === '') return NaN;
  return (v instanceof Date ? v : new Date(v)).getTime();
}

const dateField = () =>
  yup
    .mixed<string | Date>()
    .test('date-required', REQUIRED, (v) => !Number.isNaN(toTime(v as DateInput)));

/** date2 must be strictly later; equal days are rejected. */
const laterThan = (otherKey: string) =>
  dateField().test('date-after', PROJECT_MESSAGES.date2AfterDate1, function (v) {
    const start = toTime(this.parent[otherKey] as DateInput);
    return Number.isNaN(start) || toTime(v as DateInput) > start;
  });

const units = () =>
  yup.string().required(REQUIRED).matches(DIGITS_ONLY, PROJECT_MESSAGES.units);

export const projectDetailsSchema = yup.object({
  PropertyType: yup.string().required(REQUIRED),
  numberOfUnits: units(),
  projectStatus: yup.string().required(REQUIRED),
  date1: dateField(),
  date2: laterThan('date1'),
});
export type ProjectDetailsValues = yup.InferType<typeof projectDetailsSchema>;

/** Label of date2 (SPEC §5). */
export function date2Label(projectStatus: string | undefined): string {
  return projectStatus === 'completed' ? 'Project Completed On' : 'Expected Completion Date';
}

/**
 * Same rules on the snake_case fields of SPEC §3 "Project basic details". The
 * end date travels as project_completed_on or expected_completed_date
 * depending on status, so exactly one of them is checked.
 */
export const projectBasicBody = yup.object({
  project_type: yup.string().required(REQUIRED).oneOf(valuesOf(PROJECT_TYPES), REQUIRED),
  no_of_units: units(),
  status_of_projects_construction: yup.string().required(REQUIRED).oneOf(valuesOf(PROJECT_STATUS), REQUIRED),
  project_lunched_on: dateField(),
  project_completed_on: yup.mixed<string | Date>().when('status_of_projects_construction', {
    is: 'completed',
    then: () => laterThan('project_lunched_on'),
  }),
  expected_completed_date: yup.mixed<string | Date>().when('status_of_projects_construction', {
    is: (s: unknown) => s !== 'completed',
    then: () => laterThan('project_lunched_on'),
  }),
});
export type ProjectBasicBody = yup.InferType<typeof projectBasicBody>;
