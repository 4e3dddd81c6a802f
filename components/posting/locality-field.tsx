'use client';
import { useFormikContext } from 'formik';
import { LocationSelect } from '@/components/location/location-select';
import type { LocationOption } from '@/services/api/types';
import type { WizardValues } from './wizard-values';
import { useErrorText } from '@/components/forms/error-words';
import { termIn, usePostingWords } from './posting-words';

/**
 * Locality and city from the postal-locality autocomplete (one choice; picking
 * again replaces it). The suggestion's id and centre come along, so search
 * finds the listing under that locality and the map starts there.
 */
export function LocalityField({ city }: { city: string }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<WizardValues>();
  const w = usePostingWords();
  const errorText = useErrorText();
  const g = values.g_location;
  const value: LocationOption[] = g.city
    ? [{ label: g.area ? `${g.area}, ${g.city}` : g.city, value: { city: g.city, locality: g.area } }]
    : [];
  const onChange = (picked: LocationOption[]) => {
    const last = picked[picked.length - 1];
    void setFieldTouched('g_location.area', true, false);
    void setFieldValue('g_location', {
      ...g,
      city: last?.value.city ?? '',
      area: last?.value.locality ?? '',
      locality_id: last?.value.id != null ? Number(last.value.id) : '',
      // A new locality moves the pin to its centre; the poster can drag it from there.
      lat: last?.value.lat ?? '',
      lng: last?.value.lng ?? '',
    });
  };
  const err = errors.g_location as Record<string, string> | undefined;
  const shown = errorText((touched.g_location as Record<string, boolean> | undefined)?.area ? err?.area ?? err?.city : undefined);
  return (
    <div className="mb-3">
      <LocationSelect label={`${termIn(w, 'Locality and city')} *`} city={g.city || city} value={value} onChange={onChange}
        placeholder={w.text.location.localityPlaceholder} menuWords={{ ...w.text.location, live: w.live }} />
      {shown && <div className="invalid-feedback d-block" role="alert">{shown}</div>}
    </div>
  );
}
