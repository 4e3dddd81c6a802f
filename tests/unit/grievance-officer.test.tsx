// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OfficerDetails } from '@/components/grievance/officer-block';
import { grievanceOfficer, grievanceRefusal } from '@/lib/grievance/officer';
import { GRIEVANCE_ENV } from '../helpers/production-env';

const KEYS = ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'SELLER_NAME', 'SELLER_ADDRESS'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => { for (const k of KEYS) { if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k]; } });

describe('the grievance officer block never shows visitors a configuration hint', () => {
  it('without settings it names the demo officer and offers the contact page, not the setting names', () => {
    for (const k of KEYS) delete process.env[k];
    render(<OfficerDetails officer={grievanceOfficer()} />);
    const block = screen.getByRole('region', { name: 'Grievance officer' });
    expect(block).not.toHaveTextContent(/SELLER_|Set /);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/static-pages/contact-us');
  });

  it('configured, it shows the officer, the operator and its address', () => {
    Object.assign(process.env, GRIEVANCE_ENV, { SELLER_NAME: 'GharBazaar Technologies Pvt Ltd', SELLER_ADDRESS: '12 MG Road, Bengaluru 560001' });
    render(<OfficerDetails officer={grievanceOfficer()} />);
    const block = screen.getByRole('region', { name: 'Grievance officer' });
    expect(block).toHaveTextContent('Anita Desai, Grievance Officer');
    expect(block).toHaveTextContent('GharBazaar Technologies Pvt Ltd, 12 MG Road, Bengaluru 560001');
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  it('a named officer without a seller address still gets the contact route', () => {
    expect(grievanceOfficer({ ...GRIEVANCE_ENV, SELLER_NAME: 'X Pvt Ltd' })).toMatchObject({ operator: 'X Pvt Ltd', address: null, demo: false });
  });
});

describe('a production server without the operator\'s name and address refuses to start, naming the setting', () => {
  it('asks for SELLER_NAME and SELLER_ADDRESS after the officer', () => {
    expect(grievanceRefusal({ ...GRIEVANCE_ENV })).toMatch(/without SELLER_NAME and SELLER_ADDRESS/);
    expect(grievanceRefusal({ ...GRIEVANCE_ENV, SELLER_NAME: 'X Pvt Ltd' })).toMatch(/without SELLER_ADDRESS:/);
    expect(grievanceRefusal({ ...GRIEVANCE_ENV, SELLER_NAME: 'X Pvt Ltd', SELLER_ADDRESS: 'Bengaluru' })).toBeNull();
    expect(grievanceRefusal({ DEMO_MODE: '1' })).toBeNull();
  });
});
