// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import { PostingWizard } from '@/components/posting/posting-wizard';
import { BASE, fail, fileOfSize, ok, renderWithStore, useApiServer } from './profile-harness';
import { autocomplete, DESCRIPTION, fillFlatDetails, fillLocation, next, photoUploads, stepTitle } from './posting-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/post-property/residential/flat-apartment/rent' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// jsdom has no canvas: the compression library cannot redraw here (the browser journeys run it for real).
vi.mock('@/components/forms/compress-image', () => ({ compressImage: async (f: File) => f }));
// No network for tiles or a layout engine for Leaflet here: the step must work without the map.
vi.mock('@/components/map/load-leaflet', () => ({ loadLeaflet: async () => null }));

const server = useApiServer();
beforeEach(() => localStorage.clear());

const flatRent = () => renderWithStore(<PostingWizard group="residential" slug="flat-apartment" postType="rent" />, { role: 'owner' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('posting wizard: steps validated with the shared schemas', () => {
  it('keeps the poster on the location step until address and locality are given, in words a poster reads', async () => {
    flatRent();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Post Flat/Apartment for rent');
    await next(user);
    expect(await screen.findByText('Street address is required!')).toBeInTheDocument();
    expect(screen.getByText('Locality and city is required!')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Location');
    expect(screen.getByLabelText('Street address *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('works without the map and asks the category fields, with conditional ones appearing on demand', async () => {
    server.use(autocomplete());
    flatRent();
    const user = userEvent.setup();
    await screen.findByLabelText('Street address *');
    await fillLocation(user);
    expect(await screen.findByText(/The map could not load/)).toBeInTheDocument();
    await next(user);
    expect(stepTitle()).toHaveTextContent('Property details');
    await next(user);
    expect(await screen.findByText('Bedrooms (BHK) is required!')).toBeInTheDocument();
    expect(screen.getByText('Super built-up area, Built-up area, Carpet area: one of them is required!')).toBeInTheDocument();
    // A rental is built: its age is asked at once, its construction status and sale-only terms never.
    expect(screen.getByRole('group', { name: 'Age of property *' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Construction status *' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Transaction type *' })).toBeNull();
  });

  it('a sale asks the construction status, and the age only once the home is ready to move into', async () => {
    server.use(autocomplete());
    renderWithStore(<PostingWizard group="residential" slug="flat-apartment" postType="sale" />, { role: 'owner' });
    const user = userEvent.setup();
    await screen.findByLabelText('Street address *');
    await fillLocation(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Property details');
    expect(screen.queryByRole('group', { name: 'Age of property *' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Construction status *' })).getByLabelText('Ready to Move'));
    expect(screen.getByRole('group', { name: 'Age of property *' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Transaction type *' })).toBeInTheDocument();
  });

  it('posts a 2 BHK flat for rent with 3 photos, cover chosen, and shows the live result', async () => {
    let body: Record<string, unknown> | null = null;
    const names: string[] = [];
    server.use(autocomplete(), photoUploads(names),
      http.post(`${BASE}/api/property/apartment/create-apartment-property`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok({ property_id: 77, status: 'approved', reasons: [], detail_url: '/property-details/2-bhk-flat-for-rent-in-vijayanagar-77-mysuru' });
      }));
    flatRent();
    const user = userEvent.setup();
    await screen.findByLabelText('Street address *');
    await fillLocation(user);
    await next(user);
    await fillFlatDetails(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Rent and terms');
    // The rent is called what it is.
    expect(screen.queryByLabelText('Price *')).toBeNull();
    expect(screen.getByLabelText('Rent negotiable')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Monthly rent *'), '18000');
    await user.type(screen.getByLabelText('Security deposit'), '50000');
    fireEvent.change(screen.getByLabelText('Available from *'), { target: { value: '2026-12-01' } });
    await user.click(within(screen.getByRole('group', { name: 'Preferred tenants' })).getByLabelText('Family'));
    await next(user);
    await user.type(screen.getByLabelText('Description *'), DESCRIPTION);
    await user.click(screen.getByLabelText('Lift'));
    await next(user);
    expect(stepTitle()).toHaveTextContent('Photos');
    await user.upload(screen.getByLabelText(/^Add photos/), [png('hall.png'), png('kitchen.png'), png('bedroom.png')]);
    const list = await screen.findByRole('list', { name: 'Your photos' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3));
    const third = within(list).getAllByRole('img')[2]!.getAttribute('src');
    // Only the cover says Cover; each other photo offers "Make cover".
    expect(within(list).getAllByText('Cover')).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: /^Make cover/ }).map((b) => b.textContent)).toEqual(['Make cover: photo 2', 'Make cover: photo 3']);
    await user.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
    expect(within(list).getAllByRole('button', { name: /^Make cover/ })).toHaveLength(2);
    expect(within(list).getAllByRole('img')[0]).toHaveAttribute('src', third);
    expect(within(list).getAllByRole('img')[0]).toHaveAccessibleName('Photo 1 (cover)');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Review and post');
    expect(screen.getByText('950 sq.ft')).toBeInTheDocument();
    expect(screen.getByText('₹ 18,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post property' }));

    expect(await screen.findByRole('heading', { name: 'Your property is live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your listing' })).toHaveAttribute('href', '/property-details/2-bhk-flat-for-rent-in-vijayanagar-77-mysuru');
    expect(names).toHaveLength(3);
    const b = body as unknown as Record<string, Record<string, unknown>>;
    expect(b.post_type).toBe('rent');
    expect(b.g_location).toMatchObject({ city: 'Mysuru', area: 'Vijayanagar', locality_id: 501, lat: 12.3361, lng: 76.6143 });
    expect(b.details).toMatchObject({ bedrooms: 2, bathrooms: 2, carpet_area: 950, area_unit: 'sqft', furnishing: 'semi_furnished', age_of_property: '1_5' });
    expect(b.details).not.toHaveProperty('possession_date');
    expect(b.details).not.toHaveProperty('construction_status');
    expect(b.pricing).toMatchObject({ price: 18000, security_deposit: 50000, available_from: '2026-12-01', preferred_tenants: ['family'], negotiable: false });
    expect(b.amenities).toEqual(['Lift']);
    expect((b.photo_ids as unknown as number[])).toHaveLength(3);
    expect((b.photo_ids as unknown as number[])[0]).toBe(Number(third!.match(/p(\d+)-/)![1]));
    expect(toast.success).toHaveBeenCalledWith('Property posted successfully');
    // The draft is gone once posted.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('gb-post-draft'))).toEqual([]);
  });

  it('shows the moderation reasons when the listing waits for review', async () => {
    localStorage.setItem('gb-post-draft:land:sale', JSON.stringify({ step: 5, savedAt: 1, values: {
      post_type: 'sale', property_details: { name: '', address: 'Survey 12, Hunsur Road' },
      g_location: { city: 'Mysuru', area: 'Bogadi', locality_id: '', lat: '', lng: '', postCode: '' },
      details: { area_unit: 'acre', plot_area: 2.5, water_source: 'borewell', ownership: 'freehold' },
      pricing: { price: 4500000, negotiable: true }, description: 'Call 9876543210 for this fertile land near the highway.', amenities: [], photos: [],
    } }));
    server.use(http.post(`${BASE}/api/property/land/create-land-property`, () =>
      ok({ property_id: 9, status: 'pending', reasons: ['The description contains a phone number'], detail_url: '/x' })));
    renderWithStore(<PostingWizard group="agriculture" slug="agriculture-land" postType="sale" />, { role: 'agent' });
    const user = userEvent.setup();
    expect(await screen.findByText('We restored the draft you left here.')).toBeInTheDocument();
    expect(screen.getByText('2.5 acre')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post property' }));
    expect(await screen.findByRole('heading', { name: 'Your listing is waiting for a review' })).toBeInTheDocument();
    expect(screen.getByText('The description contains a phone number')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View your listing' })).toBeNull();
  });

  it('over the free allowance: says a plan is needed, links the plans page and keeps the draft', async () => {
    localStorage.setItem('gb-post-draft:land:sale', JSON.stringify({ step: 5, savedAt: 1, values: {
      post_type: 'sale', property_details: { name: '', address: 'Survey 12, Hunsur Road' },
      g_location: { city: 'Mysuru', area: 'Bogadi', locality_id: '', lat: '', lng: '', postCode: '' },
      details: { area_unit: 'acre', plot_area: 2.5, water_source: 'borewell', ownership: 'freehold' },
      pricing: { price: 4500000, negotiable: true }, description: 'Fertile red soil land near the highway with a borewell.', amenities: [], photos: [],
    } }));
    server.use(http.post(`${BASE}/api/property/land/create-land-property`, () => fail('You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans', 403,
      { reason: 'plan_required', plans_url: '/subscription/plans', allowed: 1, used: 1 })));
    renderWithStore(<PostingWizard group="agriculture" slug="agriculture-land" postType="sale" />, { role: 'owner' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post property' }));
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/plans');
    expect(screen.getByRole('alert')).toHaveTextContent('Your listing is kept here as a draft');
    expect(localStorage.getItem('gb-post-draft:land:sale')).toContain('Hunsur Road');
  });

  it('keeps the draft across a reload and asks before leaving with changes', async () => {
    const first = flatRent();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Street address *'), '7 Temple Road');
    await waitFor(() => expect(localStorage.getItem('gb-post-draft:apartment:rent')).toContain('7 Temple Road'));
    first.unmount();

    flatRent();
    expect(await screen.findByLabelText('Street address *')).toHaveValue('7 Temple Road');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(screen.getByLabelText('Street address *')).toHaveValue('7 Temple Road');
  });

  it("refuses a photo over 10485760 bytes with the spec's message and uploads nothing", async () => {
    const names: string[] = [];
    server.use(photoUploads(names));
    localStorage.setItem('gb-post-draft:apartment:rent', JSON.stringify({ step: 4, savedAt: 1, values: {} }));
    flatRent();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/^Add photos/), fileOfSize(10_485_761, 'huge.png'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please upload below 3mb!'));
    expect(names).toEqual([]);
  });
});
