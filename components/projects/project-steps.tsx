'use client';
import { FieldArray, useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { TextField } from '@/components/forms/text-field';
import { NumberField } from '@/components/forms/number-field';
import { SelectField } from '@/components/forms/select-field';
import { CheckField } from '@/components/forms/check-field';
import { DateField } from '@/components/forms/date-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { FieldError } from '@/components/forms/field-error';
import { toast } from '@/components/layout/toast';
import { LocalityField } from '@/components/posting/locality-field';
import { errorMessage } from '@/lib/error-message';
import { BROCHURE_MAX_BYTES, CONFIG_AREA_UNITS, PROJECT_AMENITIES, PROJECT_STAGES, completionLabel } from '@/lib/projects/options';
import { RERA_STATES } from '@/lib/projects/rera';
import { uploadBrochure } from '@/services/api/projects';
import type { ProjectValues } from './project-values';
import { FloorPlanField } from './floor-plan-field';

const TYPES = [{ value: 'apartment', label: 'Flat/Apartment' }, { value: 'villa', label: 'Villa' }, { value: 'residential', label: 'Residential Plot' }];

/** SPEC §3/§5 "Project basic details": the date2 label follows the status. */
export function ProjectBasicsStep() {
  const { values } = useFormikContext<ProjectValues>();
  const completed = values.status_of_projects_construction === 'completed';
  return (
    <>
      <SelectField name="project_type" label="Property Type *" options={TYPES} disabled />
      <TextField name="no_of_units" label="Number of Units *" inputMode="numeric" />
      <SelectField name="status_of_projects_construction" label="Project Status *" options={PROJECT_STAGES} />
      <DateField name="project_lunched_on" label="Project Lunched On *" />
      <DateField name={completed ? 'project_completed_on' : 'expected_completed_date'} label={`${completionLabel(values.status_of_projects_construction)} *`} />
    </>
  );
}

export function ProjectLocationStep({ city }: { city: string }) {
  return (
    <>
      <TextField name="project_details.name" label="Project name *" placeholder="e.g. Kaveri Heights" />
      <TextField name="project_details.address" label="Address *" autoComplete="street-address" />
      <LocalityField city={city} />
      <SelectField name="g_location.state" label="State" options={Object.keys(RERA_STATES).map((s) => ({ value: s, label: s }))} />
      <TextField name="g_location.postCode" label="PIN code" inputMode="numeric" maxLength={6} />
    </>
  );
}

export function ProjectConfigurationsStep({ plot }: { plot: boolean }) {
  const { values } = useFormikContext<ProjectValues>();
  return (
    <FieldArray name="configurations">
      {({ push, remove }) => (
        <>
          {values.configurations.map((_, i) => (
            <fieldset key={i} className="border rounded p-2 mb-3">
              <legend className="fs-6 px-1">Unit type {i + 1}</legend>
              <div className="row g-2">
                <TextField className="col-6 mb-2" name={`configurations.${i}.label`} label="Name *" placeholder={plot ? '30x40 plot' : '2 BHK'} />
                {!plot && <NumberField className="col-6 mb-2" name={`configurations.${i}.bedrooms`} label="Bedrooms *" />}
                <SelectField className="col-6 mb-2" name={`configurations.${i}.area_unit`} label="Area unit" options={CONFIG_AREA_UNITS.map((u) => ({ value: u, label: u }))} />
                <NumberField className="col-6 mb-2" name={`configurations.${i}.area_min`} label={plot ? 'Plot area from *' : 'Carpet area from *'} />
                <NumberField className="col-6 mb-2" name={`configurations.${i}.area_max`} label={plot ? 'Plot area to *' : 'Carpet area to *'} />
                <NumberField className="col-6 mb-2" name={`configurations.${i}.price_min`} label="Price from *" suffix="₹" />
                <NumberField className="col-6 mb-2" name={`configurations.${i}.price_max`} label="Price to *" suffix="₹" />
                <FloorPlanField name={`configurations.${i}`} label={`Floor plan of unit type ${i + 1} (optional)`} />
              </div>
              {values.configurations.length > 1 && (
                <button type="button" className="btn btn-link text-danger p-0" onClick={() => remove(i)}>Remove unit type {i + 1}</button>
              )}
            </fieldset>
          ))}
          <button type="button" className="btn btn-outline-primary btn-sm mb-3"
            onClick={() => push({ label: '', bedrooms: '', area_unit: 'sqft', area_min: '', area_max: '', price_min: '', price_max: '' })}>
            Add another unit type
          </button>
        </>
      )}
    </FieldArray>
  );
}

function AmenitiesField() {
  const [field, , helpers] = useField<{ name: string; status: boolean }[]>('project_features.amenities');
  const on = new Set((field.value ?? []).map((a) => a.name));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Amenities</legend>
      <div className="choice-chips">
        {PROJECT_AMENITIES.map((a) => (
          <label key={a} className="form-check form-check-inline">
            <input type="checkbox" className="form-check-input" checked={on.has(a)}
              onChange={() => void helpers.setValue(on.has(a) ? field.value.filter((x) => x.name !== a) : [...(field.value ?? []), { name: a, status: true }])} />
            <span className="form-check-label">{a}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ProjectFeaturesStep() {
  return (
    <>
      <TextField name="rera.number" label="RERA registration number" placeholder="e.g. PRM/KA/RERA/1251/309/PR/171014/000287" />
      <SelectField name="rera.state" label="RERA state (defaults to the project's state)" options={Object.keys(RERA_STATES).map((s) => ({ value: s, label: s }))} />
      <CheckField name="project_features.gated_colony" label="Gated community" />
      <CheckField name="project_features.boundary_wall_made" label="Boundary wall built" />
      <NumberField name="common_features.total_floor" label="Total floors" />
      <AmenitiesField />
    </>
  );
}

export function ProjectDescriptionStep() {
  return <TextareaField name="description" label="Description *" rows={5} placeholder="What buyers should know (at least 30 characters)" />;
}

/** The brochure: a PDF up to 10 MB (the server checks the bytes again). */
export function BrochureField() {
  const [field, meta, helpers] = useField<ProjectValues['brochure']>('brochure');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const onPick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > BROCHURE_MAX_BYTES) { toast.error('The brochure must be at most 10 MB'); return; }
    setBusy(true);
    try {
      const r = await uploadBrochure(file, file.name);
      void helpers.setValue({ id: r.data.id, name: file.name });
    } catch (e) { toast.error(errorMessage(e, 'Something Went Wrong')); } finally { setBusy(false); }
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">Brochure (PDF, up to 10 MB)</label>
      <input id={id} type="file" accept="application/pdf" className="form-control" disabled={busy}
        onChange={(e) => void onPick(e.target.files?.[0])} />
      {busy && <p role="status">Uploading brochure…</p>}
      {field.value && <p className="mt-1">Brochure added: {field.value.name}{' '}
        <button type="button" className="btn btn-link p-0" onClick={() => void helpers.setValue(null)}>Remove brochure</button></p>}
      <FieldError id={`${id}-e`} message={meta.error ? String(meta.error) : null} />
    </div>
  );
}
