import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { POSTING_CATEGORIES, categoryOf } from '@/lib/posting/categories';
import { listingBodySchema, stepSchema } from '@/lib/posting/schemas';
import { toAcres, toSqft } from '@/lib/posting/area-units';
import { validBody } from '../helpers/posting-bodies';

async function firstError(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, body: unknown) {
  try {
    await schema.validate(body, { abortEarly: true, stripUnknown: true });
    return null;
  } catch (e) {
    return e instanceof ValidationError ? { message: e.errors[0], path: e.path } : (() => { throw e; })();
  }
}

describe('posting categories', () => {
  it('lists the 14 categories with the spec paths, typos included', () => {
    expect(POSTING_CATEGORIES).toHaveLength(14);
    expect(categoryOf('warehouse')!.createPath).toBe('/api/property/warehouse/create-wareshouse-property');
    expect(categoryOf('industrial_plot')!.createPath).toBe('/api/property/industrailPlot/create-industrial-plot-property');
    expect(categoryOf('industrial_plot')!.editPath).toBe('/api/property/industrailPlot/edit-industrailPlot-property');
    expect(categoryOf('plot')!.postTypes).toEqual(['sale']);
    expect(POSTING_CATEGORIES.filter((c) => c.guestPath).map((c) => c.category)).toEqual(['apartment', 'residential', 'plot', 'villa']);
  });
});

describe('area units', () => {
  it('converts with the issue factors', () => {
    expect(toSqft(100, 'sqyd')).toBe(900);
    expect(toSqft(2, 'acre')).toBe(87_120);
    expect(toSqft(1, 'ground')).toBe(2_400);
    expect(toAcres(40, 'guntha')).toBe(1);
  });
});

describe('posting schemas', () => {
  it('a rental is not asked its construction status but its age; a sale keeps the status and its conditions', async () => {
    const c = categoryOf('apartment')!;
    const rent = validBody('apartment', 'rent') as { details: Record<string, unknown> };
    const { construction_status: _status, ...details } = rent.details;
    const out = await listingBodySchema(c, 'rent').validate({ ...rent, details }, { stripUnknown: true }) as { details: Record<string, unknown> };
    expect(out.details).toMatchObject({ age_of_property: rent.details.age_of_property });
    // Sent anyway (an old client), it is dropped, not stored for a rental.
    expect(((await listingBodySchema(c, 'rent').validate(rent, { stripUnknown: true })) as { details: object }).details).not.toHaveProperty('construction_status');
    const { age_of_property: _age, ...noAge } = details;
    expect(await firstError(listingBodySchema(c, 'rent'), { ...rent, details: noAge })).toMatchObject({ path: 'details.age_of_property' });
    const sale = validBody('apartment', 'sale') as { details: Record<string, unknown> };
    const { construction_status: _s, ...saleNoStatus } = sale.details;
    expect(await firstError(listingBodySchema(c, 'sale'), { ...sale, details: saleNoStatus })).toMatchObject({ path: 'details.construction_status' });
  });

  it('accepts a valid body for every category and post type', async () => {
    for (const c of POSTING_CATEGORIES) {
      for (const t of c.postTypes) {
        const err = await firstError(listingBodySchema(c, t), validBody(c.category, t));
        expect(err, `${c.category}/${t}`).toBeNull();
      }
    }
  });

  it('names the missing field', async () => {
    const c = categoryOf('apartment')!;
    const body = validBody('apartment', 'rent') as { details: Record<string, unknown> };
    delete body.details.bedrooms;
    expect(await firstError(listingBodySchema(c, 'rent'), body)).toEqual({ message: 'bedrooms is required', path: 'details.bedrooms' });
  });

  it('names a field of the wrong type', async () => {
    const c = categoryOf('land')!;
    const body = validBody('land', 'sale') as { pricing: Record<string, unknown> };
    body.pricing.price = 'lots';
    expect((await firstError(listingBodySchema(c, 'sale'), body))?.message).toBe('price must be a number');
  });

  it('asks the possession date only for homes under construction', async () => {
    const c = categoryOf('apartment')!;
    const body = validBody('apartment', 'sale') as { details: Record<string, unknown> };
    body.details.construction_status = 'under_construction';
    expect((await firstError(stepSchema('details', c, 'sale'), body))?.message).toBe('possession_date is required');
  });

  it('needs one built area', async () => {
    const c = categoryOf('office_space')!;
    const body = validBody('office_space', 'sale') as { details: Record<string, unknown> };
    delete body.details.carpet_area; delete body.details.super_area; delete body.details.built_up_area;
    expect((await firstError(listingBodySchema(c, 'sale'), body))?.path).toBe('details.carpet_area');
  });
});
