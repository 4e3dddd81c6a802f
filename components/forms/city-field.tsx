'use client';
import { useField } from 'formik';
import { LocationSelect } from '@/components/location/location-select';
import type { CityArea, LocationOption } from '@/services/api/types';

type Props = { name: string; label: string; city: string; placeholder?: string };

const labelOf = (c: CityArea) => (c.area ? `${c.area}, ${c.city}` : c.city ?? '');

/**
 * One place (locality or whole city) as the profile's city {area, city, lat, long}.
 * The picker is the shared multi-select; picking again replaces the choice.
 * Locality suggestions carry coordinates; a whole city has none of its own.
 */
export function CityField({ name, label, city, placeholder = 'Search your locality or city' }: Props) {
  const [field, meta, helpers] = useField<CityArea | null>(name);
  const current = field.value;
  const value: LocationOption[] = current?.city
    ? [{ label: labelOf(current), value: { city: current.city, locality: current.area ?? '' } }]
    : [];
  const onChange = (picked: LocationOption[]) => {
    const last = picked[picked.length - 1];
    void helpers.setTouched(true, false);
    if (!last) { void helpers.setValue(null); return; }
    const same = current?.city === last.value.city && (current.area ?? '') === last.value.locality;
    void helpers.setValue(same ? current : {
      area: last.value.locality, city: last.value.city,
      ...(last.value.lat != null && last.value.lng != null ? { lat: last.value.lat, long: last.value.lng } : {}),
    });
  };
  return (
    <div className="mb-3">
      <LocationSelect label={label} city={current?.city || city} value={value} onChange={onChange}
        placeholder={placeholder} />
      {meta.touched && meta.error && <div className="invalid-feedback d-block" role="alert">{String(meta.error)}</div>}
    </div>
  );
}
