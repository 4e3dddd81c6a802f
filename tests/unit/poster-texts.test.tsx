// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PosterCard } from '@/components/detail/poster-card';
import { PublicProfile } from '@/components/profile/public-profile';
import { CallbacksList, type Callback } from '@/components/profile/callbacks-list';
import { LeadsList } from '@/components/trust/leads-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

// The same words wherever an agent or a lead meets the other side (issue 22 §3, issue 12).

const RERA = { state: 'Karnataka', number: 'PRM/KA/RERA/1251/309/AG/171014/000123', authority: 'Karnataka RERA', site: 'https://rera.karnataka.gov.in/' };
const LINE = `RERA agent registration ${RERA.number} (Karnataka), check it on Karnataka RERA's site`;

const callback = (over: Partial<Callback>): Callback => ({
  id: 1, name: 'Ravi', phone_number: '9876543210', preferred_time: null, message: null, created_at: '2026-01-05T10:00:00Z',
  item: { title: '2 BHK in Kuvempunagar', url: '/property-details/x', locality: 'Kuvempunagar', city: 'Mysuru' }, ...over,
});

describe("an agent's RERA registration", () => {
  it('reads the same on the poster card, the public profile and a requested callback, with its check link', () => {
    const shown: string[] = [];
    const read = () => {
      const line = screen.getByTestId('agent-rera');
      expect(within(line).getByRole('link', { name: /^check it/ })).toHaveAttribute('href', RERA.site);
      shown.push(line.textContent ?? '');
    };
    const { unmount } = render(<PosterCard postedBy="agent" poster={{ id: 3, name: 'Rera Agent', role: 'agent', profile_picture: null,
      company_name: null, company_logo: null, rera_agent: RERA }} />);
    read();
    unmount();
    const r2 = render(<PublicProfile projectsFirst={false} user={{ id: 3, name: 'Rera Agent', role_type: 'agent', profile_picture: null, description: null,
      city: 'Mysuru', member_since: '2025-01-01T00:00:00Z', listing_count: 0, builder_account_details: null, listings: [], pgs: [], projects: [], rera_agent: RERA }} />);
    read();
    r2.unmount();
    render(<CallbacksList side="requested" initial={{ items: [callback({ poster_rera: RERA })], page: 1, totalPages: 1 }} />);
    read();
    expect(shown).toEqual([LINE, LINE, LINE]);
  });
});

describe('a lead whose sender hid their number', () => {
  it('reads "number no longer shared" in the leads list and in received callbacks alike', () => {
    const { unmount } = render(<LeadsList leads={[{ lead_type: 'callback', id: 1, property_type: 'property', property_id: 9, name: 'Ravi',
      phone_number: null, number_hidden: true, message: null, preferred_time: null, created_at: '2026-01-05T10:00:00Z',
      number_shared: false, shared_at: null, item: null }]} />);
    expect(screen.getByTestId('lead')).toHaveTextContent('Ravi · number no longer shared');
    unmount();
    render(<CallbacksList side="received" initial={{ items: [callback({ phone_number: null })], page: 1, totalPages: 1 }} />);
    expect(screen.getByText('number no longer shared')).toBeInTheDocument();
  });
});
