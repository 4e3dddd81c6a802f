'use client';
import { useFormikContext } from 'formik';
import { TextField } from '@/components/forms/text-field';
import { useAppSelector } from '@/store/hooks';
import { LocalityField } from './locality-field';
import { MapPin } from './map-pin';
import type { WizardValues } from './wizard-values';
import { termIn, usePostingWords } from './posting-words';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Step: where the property is. The pin starts at the chosen locality's centre
 * and is saved with the listing unless the poster removes it (no_pin).
 */
export function LocationStep() {
  const city = useAppSelector((s) => s.location.data.city);
  const w = usePostingWords();
  const t = w.text.location;
  const { values, setFieldValue } = useFormikContext<WizardValues>();
  const g = values.g_location;
  const lat = num(g.lat);
  const lng = num(g.lng);
  const point = lat !== null && lng !== null ? { lat, lng } : null;
  return (
    <>
      <TextField name="property_details.name" label={termIn(w, 'Building, society or project name')} placeholder={t.namePlaceholder} />
      <TextField name="property_details.address" label={`${termIn(w, 'Street address')} *`} placeholder={t.addressPlaceholder} autoComplete="street-address" />
      <LocalityField city={city} />
      <TextField name="g_location.postCode" label={termIn(w, 'PIN code')} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
      {g.area && (
        <MapPin key={`${g.city}|${g.area}`} value={point} locality={g.area} removed={!!g.no_pin}
          onChange={(p) => { void setFieldValue('g_location.lat', p.lat); void setFieldValue('g_location.lng', p.lng); }}
          onRemoved={(removed) => { void setFieldValue('g_location.no_pin', removed); }} words={w.text.map} />
      )}
    </>
  );
}
