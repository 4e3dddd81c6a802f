// Shared set-up of the posting component tests (not a test file itself).
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { BASE, ok } from './profile-harness';

export type User = ReturnType<typeof userEvent.setup>;

/** Autocomplete: two Mysuru localities with ids and centres, as the real index answers. */
export const autocomplete = () => mock.post(`${BASE}/api/search/auto-complete/`, () => ok({
  locality: [
    { id: 501, locality_name: 'Vijayanagar', city_name: 'Mysuru', lat: 12.3361, lng: 76.6143 },
    { id: 502, locality_name: 'Gokulam', city_name: 'Mysuru', lat: 12.3301, lng: 76.6297 },
  ],
  city: [], pages: 1,
}));

/** Photo uploads answer ids 11, 12, … with their rendition URL; the files' names are kept. */
export function photoUploads(names: string[] = []) {
  let id = 10;
  return mock.post(`${BASE}/api/property/images/upload-property-image`, async ({ request }) => {
    const form = await request.formData();
    const f = form.get('image') as File;
    names.push(f.name);
    id += 1;
    return ok({ id, location: `/media/p${id}-1600.webp`, width: 1600, height: 1200 });
  });
}

export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
export const stepTitle = () => screen.getByRole('heading', { level: 2 });

export async function fillLocation(user: User) {
  await user.type(screen.getByLabelText('Street address *'), '12, 4th Cross, Kalidasa Road');
  await user.type(screen.getByRole('combobox', { name: 'Locality and city *' }), 'vija');
  await user.click(await screen.findByRole('option', { name: 'Vijayanagar, Mysuru' }, { timeout: 3000 }));
}

const pick = (user: User, group: string, option: string) =>
  user.click(within(screen.getByRole('group', { name: group })).getByLabelText(option));

/** A 2 BHK flat to let: the required facts and a carpet area (a rental has no construction status). */
export async function fillFlatDetails(user: User) {
  await user.type(screen.getByLabelText('Bedrooms (BHK) *'), '2');
  await user.type(screen.getByLabelText('Bathrooms *'), '2');
  await user.type(screen.getByLabelText('Carpet area'), '950');
  await user.type(screen.getByLabelText('Floor number *'), '2');
  await user.type(screen.getByLabelText('Total floors *'), '4');
  await pick(user, 'Furnishing *', 'Semi Furnished');
  await pick(user, 'Age of property *', '1-5 years');
}

export const DESCRIPTION = 'Bright two bedroom flat near Kalidasa Road with a balcony facing the park.';
