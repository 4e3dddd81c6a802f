'use client';
import { FieldArray, useFormikContext } from 'formik';
import { TextField } from '@/components/forms/text-field';
import { NumberField } from '@/components/forms/number-field';
import { SelectField } from '@/components/forms/select-field';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { CheckField } from '@/components/forms/check-field';
import { DateField } from '@/components/forms/date-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { PG_AMENITIES, PG_FOOD_TYPES, PG_GENDERS, PG_MEALS, PG_ROOM_TYPES } from '@/lib/pg-posting/options';
import type { PgValues } from './pg-values';

export function PgBasicsStep() {
  return (
    <>
      <TextField name="pg_name" label="PG name *" placeholder="e.g. Sri Lakshmi Ladies PG" />
      <ChoiceGroupField name="gender" label="For whom *" options={PG_GENDERS} />
    </>
  );
}

/** Room types with rent and deposit per bed: one row per sharing. */
export function PgRoomsStep() {
  const { values } = useFormikContext<PgValues>();
  const used = new Set(values.rooms.map((r) => r.room_type));
  const next = PG_ROOM_TYPES.find((t) => !used.has(t.value))?.value ?? '';
  return (
    <FieldArray name="rooms">
      {({ push, remove }) => (
        <>
          {values.rooms.map((_, i) => (
            <fieldset key={i} className="border rounded p-2 mb-3">
              <legend className="fs-6 px-1">Room type {i + 1}</legend>
              <SelectField name={`rooms.${i}.room_type`} label="Sharing *" options={PG_ROOM_TYPES} />
              <div className="row g-2">
                <NumberField className="col-6 mb-2" name={`rooms.${i}.rent`} label="Rent per bed *" suffix="₹/month" />
                <NumberField className="col-6 mb-2" name={`rooms.${i}.deposit`} label="Deposit per bed" suffix="₹" />
                <NumberField className="col-6 mb-2" name={`rooms.${i}.total_beds`} label="Total beds *" />
                <NumberField className="col-6 mb-2" name={`rooms.${i}.available_beds`} label="Beds available *" />
              </div>
              {values.rooms.length > 1 && (
                <button type="button" className="btn btn-link text-danger p-0" onClick={() => remove(i)}>Remove room type {i + 1}</button>
              )}
            </fieldset>
          ))}
          {next && (
            <button type="button" className="btn btn-outline-primary btn-sm mb-3"
              onClick={() => push({ room_type: next, rent: '', deposit: '', total_beds: '', available_beds: '' })}>
              Add another room type
            </button>
          )}
        </>
      )}
    </FieldArray>
  );
}

export function PgFoodRulesStep() {
  const { values } = useFormikContext<PgValues>();
  return (
    <>
      <ChoiceGroupField name="food.meals" label="Meals included" options={PG_MEALS} multiple />
      {values.food.meals.length > 0 && <ChoiceGroupField name="food.food_type" label="Food *" options={PG_FOOD_TYPES} />}
      <TextField name="rules.gate_closing_time" label="Gate closing time (leave empty if none)" type="time" />
      <CheckField name="rules.visitors_allowed" label="Visitors allowed" />
      <CheckField name="rules.smoking_allowed" label="Smoking allowed" />
      <CheckField name="rules.drinking_allowed" label="Drinking allowed" />
      <NumberField name="rules.notice_period_days" label="Notice period *" suffix="days" />
      <DateField name="available_from" label="Available from *" />
    </>
  );
}

export function PgDescriptionStep() {
  return (
    <>
      <ChoiceGroupField name="amenities" label="Amenities" options={PG_AMENITIES.map((a) => ({ value: a, label: a }))} multiple />
      <TextareaField name="description" label="Description *" rows={5}
        placeholder="Who the PG suits, what is nearby, what the rent covers (at least 30 characters)" />
    </>
  );
}
