'use client';
import Modal from 'react-bootstrap/Modal';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PICKER_CITIES } from '@/lib/constants';
import { writeCityCookie } from '@/lib/city';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { restorePreviousCity, updateLocation } from '@/store/location-slice';
import { closeDialog } from '@/store/dialogs-slice';
import type { LocationOption } from '@/services/api/types';
import { LocationSelect } from './location-select';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ENGLISH_AUTH_WORDS, type AuthWords } from '@/components/auth/auth-words';

/**
 * SPEC §2 Select Location: tiles plus a locality/city search. Choosing saves
 * the city and closes; dismissing without a choice restores the previous city
 * (Bengaluru on a first visit). We override the spec's "close icon only
 * once a city was chosen": an interstitial nobody can leave costs visitors, so
 * the dialog always closes by its icon, Escape or the backdrop.
 */
export function LocationDialog({ hasStoredCity, words = ENGLISH_AUTH_WORDS }: { hasStoredCity: boolean; words?: AuthWords }) {
  const w = words.location;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'location');
  const city = useAppSelector((s) => s.location.data.city);
  const [chosen, setChosen] = useState(hasStoredCity);

  const choose = (next: string, locality: string[] = []) => {
    dispatch(updateLocation({ city: next, locality }));
    writeCityCookie(next);
    setChosen(true);
    dispatch(closeDialog());
    router.refresh();
  };
  const dismiss = () => {
    dispatch(restorePreviousCity());
    dispatch(closeDialog());
    // A first visit that dismisses keeps Bengaluru, now stored: do not ask again.
    setChosen(true);
  };
  const pick = (v: LocationOption[]) => {
    const last = v[v.length - 1];
    if (last) choose(last.value.city, last.value.locality ? [last.value.locality] : []);
  };

  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={dismiss} centered size="lg" aria-labelledby="location-dialog-title">
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="location-dialog-title">{w.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LocationSelect label={w.search} placeholder={w.search} city={city} value={[]} onChange={pick} menuWords={w} />
        <h2 className="h6 mt-4 mb-2">{w.popular}</h2>
        <div className="city-tiles">
          {PICKER_CITIES.map((c) => (
            <button key={c} type="button" className="city-tile" aria-pressed={chosen && c === city} onClick={() => choose(c)}>
              {words.cities[c] ?? c}
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
