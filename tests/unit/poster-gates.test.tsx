// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PosterGate } from '@/components/posting/poster-gate';
import { PostProjectScreen } from '@/components/projects/post-project-screen';
import { ROLES, can } from '@/lib/policy';
import { renderWithStore } from './profile-harness';

// The posting pages' gates ask the policy the API enforces (listing.post, project.post).

vi.mock('@/components/projects/project-wizard', () => ({ ProjectWizard: () => <p>project wizard</p> }));

describe('who the posting pages let in', () => {
  it('owners, agents and builders get the property wizard; a buyer or no user type is asked who they are', () => {
    for (const role of [...ROLES, null]) {
      const { unmount } = renderWithStore(
        <PosterGate noun="property" plural="properties" signedIn role={role} guestHref={null}><p>property wizard</p></PosterGate>);
      const inside = !!screen.queryByText('property wizard');
      expect(inside, String(role)).toBe(role !== null && role !== 'buyer');
      expect(inside).toBe(can({ roleType: role ?? undefined }, 'listing.post'));
      unmount();
    }
  });

  it('builders and agents get the project wizard; owners and buyers are told only builders and agents post projects', () => {
    for (const role of [...ROLES, null]) {
      const { unmount } = renderWithStore(<PostProjectScreen slug="flat-apartment" signedIn role={role} />);
      const inside = !!screen.queryByText('project wizard');
      expect(inside, String(role)).toBe(role === 'builder' || role === 'agent');
      if (!inside) expect(screen.getByText('Only builders and agents can post projects')).toBeTruthy();
      unmount();
    }
  });
});
