import type { Photo } from '@/components/posting/photo-upload';
import type { PgBody } from '@/lib/pg-posting/schemas';

// The PG wizard's form values: the PG body with photos as {id, url} and '' for
// empty numbers while typing.
export type PgValues = Omit<PgBody, 'photo_ids' | 'pg_id'> & { photos: Photo[] };

export const emptyPg = (city: string): PgValues => ({
  pg_name: '', gender: '' as PgValues['gender'],
  property_details: { name: '', address: '' },
  g_location: { city, area: '' },
  rooms: [{ room_type: '2_sharing', rent: '' as never, deposit: '' as never, total_beds: '' as never, available_beds: '' as never }],
  food: { meals: [], food_type: '' },
  rules: { gate_closing_time: '', visitors_allowed: false, smoking_allowed: false, drinking_allowed: false, notice_period_days: 30 },
  available_from: '', description: '', amenities: [], photos: [],
});

/** The API body of a PG from the form values. */
export function pgBody(v: PgValues, pgId?: number | null): PgBody {
  const { photos, ...rest } = v;
  return { ...rest, ...(pgId ? { pg_id: pgId } : {}), photo_ids: photos.map((p) => p.id) } as PgBody;
}

/** Form values from my-pg-list-find-one. */
export function pgValuesOf(d: PgBody & { photos?: { id: number | null; url: string }[] }): PgValues {
  const { photo_ids: _ids, pg_id: _id, photos, ...rest } = d;
  return { ...rest, food: { meals: d.food?.meals ?? [], food_type: d.food?.food_type ?? '' },
    photos: (photos ?? []).filter((p): p is { id: number; url: string } => p.id !== null) } as PgValues;
}
