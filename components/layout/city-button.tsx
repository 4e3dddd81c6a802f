'use client';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';
import { fill } from '@/lib/i18n/fill';
import { placeName } from '@/lib/i18n/place-names';
import type { Locale } from '@/lib/i18n/locales';

/** `label`: "City: {city}. Change city" in the page's language, the city named in it too. */
export function CityButton({ label = 'City: {city}. Change city', locale = 'en' }: { label?: string; locale?: Locale }) {
  const dispatch = useAppDispatch();
  const city = placeName(useAppSelector((s) => s.location.data.city), locale);
  return (
    <button type="button" className="city-button" onClick={() => dispatch(openDialog('location'))}
      aria-label={fill(label, { city })}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="me-1">
        <path d="M12 22s7-6.5 7-12a7 7 0 10-14 0c0 5.5 7 12 7 12z" /><circle cx="12" cy="10" r="2.5" />
      </svg>{city}
    </button>
  );
}
