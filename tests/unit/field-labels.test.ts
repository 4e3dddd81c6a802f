import { describe, expect, it } from 'vitest';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { pgStepSchema } from '@/lib/pg-posting/schemas';
import { locationSchema } from '@/lib/posting/schemas';
import { labelErrors, LOCATION_LABELS, PG_LABELS } from '@/lib/validation/field-labels';

async function errorsOf(schema: Parameters<typeof validateYupSchema>[1], values: object) {
  try { await validateYupSchema(values, schema); return {}; } catch (err) { return yupToFormErrors(err); }
}

describe('wizard errors name the field by its label, never its key', () => {
  it('an empty PG room says "Total beds is required!", not "Total_beds is required!"', async () => {
    const e = await errorsOf(pgStepSchema('rooms'), { rooms: [{ room_type: '2_sharing', rent: '', total_beds: '', available_beds: '' }] });
    expect(labelErrors(e, PG_LABELS)).toEqual({ rooms: [{
      rent: 'Rent per bed is required!', total_beds: 'Total beds is required!', available_beds: 'Beds available is required!',
    }] });
  });

  it('PG food and rules: "Available from is required!"', async () => {
    const e = await errorsOf(pgStepSchema('food_rules'), { food: { meals: [] }, rules: { visitors_allowed: false, smoking_allowed: false, drinking_allowed: false, notice_period_days: 30 }, available_from: '' });
    expect(labelErrors(e, PG_LABELS)).toEqual({ available_from: 'Available from is required!' });
  });

  it('a missing locality names the "Locality and city" box it shows under', async () => {
    const e = await errorsOf(locationSchema, { property_details: { address: '12 Main Road' }, g_location: { city: 'Mysuru', area: '' } });
    expect(labelErrors(e, LOCATION_LABELS)).toEqual({ g_location: { area: 'Locality and city is required!' } });
  });

  it('a key without a label still reads as words', () => {
    expect(labelErrors({ x: 'notice_period_days must be at most 90' }, {})).toEqual({ x: 'Notice period days must be at most 90!' });
  });
});
