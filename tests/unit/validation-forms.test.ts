import { describe, expect, it } from 'vitest';
import { ValidationError, type AnySchema } from 'yup';
import { registerFormSchema, initialRegisterBody } from '@/lib/validation/register';
import { builderFormSchema, builderRegisterBody } from '@/lib/validation/builder';
import { date2Label, projectBasicBody, projectDetailsSchema } from '@/lib/validation/project';

/** First message per field (yup stops per field at its first failing rule). */
function errors(schema: AnySchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const inner of e.inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    return out;
  }
}

describe('register (SPEC §5 Register name)', () => {
  it.each([
    [undefined, 'Required'],
    ['   ', 'Required'],
    ['R2D2', 'Enter a valid name'],
    ['Asha_K', 'Enter a valid name'],
  ])('%j → %s', (name, msg) => {
    expect(errors(registerFormSchema, { name }).name).toBe(msg);
  });

  it('trims and accepts letters and spaces; email optional but checked', () => {
    expect(registerFormSchema.validateSync({ name: '  Asha Rao ' }).name).toBe('Asha Rao');
    expect(errors(registerFormSchema, { name: 'Asha', email: 'nope' }).email).toBe('email must be a valid email!');
    expect(errors(initialRegisterBody, { name: 'Asha', email: 'a@b.in', profile_picture: '/p.png' })).toEqual({});
  });
});

describe('builder registration (SPEC §5)', () => {
  const ok = { companyName: 'Acme Homes', name: 'Ravi Kumar', role: 'Director', logo: '/logo.png' };
  const logoFile = new Blob(['x'], { type: 'image/png' });

  it('accepts a valid form with a URL or a file logo', () => {
    expect(errors(builderFormSchema, ok)).toEqual({});
    expect(errors(builderFormSchema, { ...ok, logo: logoFile })).toEqual({});
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Required!'],
    [{ companyName: ' Acme' }, 'companyName', 'Enter Valid name'],
    [{ companyName: 'Ac' }, 'companyName', 'Too Short!'],
    [{ name: '' }, 'name', 'Required!'],
    [{ name: 'Ra' }, 'name', 'Too Short!'],
    [{ name: 'Ravi 2' }, 'name', 'Enter a valid name!'],
    [{ role: undefined }, 'role', 'Required!'],
    [{ role: 'CE' }, 'role', 'Too Short!'],
    [{ role: 'C.E.O' }, 'role', 'Enter a valid name!'],
    [{ logo: undefined }, 'logo', 'Upload image!'],
    [{ logo: '' }, 'logo', 'Upload image!'],
  ])('%j → %s: %s', (patch, field, msg) => {
    expect(errors(builderFormSchema, { ...ok, ...patch })[field]).toBe(msg);
  });

  it('the server body uses the payload names with the same rules', () => {
    const body = { company_name: 'Acme', name: 'Ravi', company_role: 'CEO', company_logo: '/l.png', email: 'r@a.in' };
    expect(errors(builderRegisterBody, body)).toEqual({});
    expect(errors(builderRegisterBody, { ...body, company_name: ' A', company_logo: '' })).toEqual({
      company_name: 'Enter Valid name',
      company_logo: 'Upload image!',
    });
  });
});

describe('project details (SPEC §5)', () => {
  const ok = { PropertyType: 'apartment', numberOfUnits: '120', projectStatus: 'launched', date1: '2024-01-01', date2: '2026-06-30' };

  it('accepts valid values, strings or Dates', () => {
    expect(errors(projectDetailsSchema, ok)).toEqual({});
    expect(errors(projectDetailsSchema, { ...ok, date1: new Date('2024-01-01'), date2: new Date('2025-01-01') })).toEqual({});
  });

  it.each([
    [{ PropertyType: '' }, 'PropertyType', 'Required!'],
    [{ numberOfUnits: '' }, 'numberOfUnits', 'Required!'],
    [{ numberOfUnits: '12a' }, 'numberOfUnits', 'Enter a valid number'],
    [{ numberOfUnits: '1.5' }, 'numberOfUnits', 'Enter a valid number'],
    [{ projectStatus: undefined }, 'projectStatus', 'Required!'],
    [{ date1: '' }, 'date1', 'Required!'],
    [{ date2: undefined }, 'date2', 'Required!'],
    [{ date2: '2023-12-31' }, 'date2', 'should be greater than Project Lunched On'],
    [{ date2: '2024-01-01' }, 'date2', 'should be greater than Project Lunched On'],
  ])('%j → %s: %s', (patch, field, msg) => {
    expect(errors(projectDetailsSchema, { ...ok, ...patch })[field]).toBe(msg);
  });

  it('labels date2 by status', () => {
    expect(date2Label('completed')).toBe('Project Completed On');
    expect(date2Label('foundation')).toBe('Expected Completion Date');
    expect(date2Label(undefined)).toBe('Expected Completion Date');
  });

  it('server body checks the end date that matches the status', () => {
    const base = { project_type: 'villa', no_of_units: '10', project_lunched_on: '2024-01-01' };
    expect(errors(projectBasicBody, { ...base, status_of_projects_construction: 'completed', project_completed_on: '2025-01-01' })).toEqual({});
    expect(errors(projectBasicBody, { ...base, status_of_projects_construction: 'foundation', expected_completed_date: '2023-01-01' }))
      .toEqual({ expected_completed_date: 'should be greater than Project Lunched On' });
    expect(errors(projectBasicBody, { ...base, project_type: 'castle', status_of_projects_construction: 'nope', no_of_units: 'x' }))
      .toMatchObject({ project_type: 'Required!', status_of_projects_construction: 'Required!', no_of_units: 'Enter a valid number' });
  });
});
