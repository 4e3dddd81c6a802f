import { describe, expect, it } from 'vitest';
import { headerMenu, sidebarMenu } from '@/lib/menus';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const BASE = ['Recent Activities', 'Saved Properties', 'My Properties', 'My PGs', 'Settings'];
const EXTRA = ['Request Callbacks', 'My Projects', 'Plan Management', 'Subscription History'];

describe('role menus (SPEC §6)', () => {
  it('gives a buyer only the base items in the sidebar', () => {
    expect(labels(sidebarMenu('buyer'))).toEqual(BASE);
  });

  it.each(['agent', 'owner', 'builder'] as const)('gives %s the full sidebar', (role) => {
    const got = labels(sidebarMenu(role));
    for (const l of [...BASE, ...EXTRA]) expect(got).toContain(l);
  });

  it('shows projects, plans and history in the header menu to builder and agent only', () => {
    for (const role of ['builder', 'agent'] as const) {
      expect(labels(headerMenu(role))).toEqual(expect.arrayContaining(['My Profile', 'My Projects', 'Plan Management', 'Subscription History']));
    }
    for (const role of ['owner', 'buyer'] as const) {
      const got = labels(headerMenu(role));
      expect(got).toContain('My Profile');
      for (const l of ['My Projects', 'Plan Management', 'Subscription History']) expect(got).not.toContain(l);
    }
  });

  it('keeps request callbacks away from buyers in both menus', () => {
    expect(labels(headerMenu('buyer'))).not.toContain('Request Callbacks');
    expect(labels(headerMenu('owner'))).toContain('Request Callbacks');
  });
});
