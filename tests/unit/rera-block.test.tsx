// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ReraBlock } from '@/components/projects/rera-block';

const RERA = { number: 'PRM/KA/RERA/1251/309/PR/171014/000287', state: 'Karnataka', authority: 'Karnataka RERA', site: 'https://rera.karnataka.gov.in/',
  check_url: 'https://rera.karnataka.gov.in/viewAllProjects', check_kind: 'search' as const, qr_svg: '<svg></svg>' };

describe('the RERA block keeps the heading order', () => {
  it('at the top of a detail page (above the h1) its title is a label, not a heading, and still names the region', () => {
    render(<ReraBlock rera={RERA} heading={null} />);
    const region = screen.getByRole('region', { name: 'RERA registered' });
    expect(within(region).queryByRole('heading')).toBeNull();
    expect(within(region).getByTestId('rera-number')).toHaveTextContent(RERA.number);
  });

  it('beside the brochure (inside an h2 section) its title is an h3', () => {
    render(<ReraBlock rera={RERA} id="brochure-rera" />);
    expect(screen.getByRole('heading', { level: 3, name: 'RERA registered' })).toBeInTheDocument();
  });

  it('the QR code and the link open the check page; a live project without a number never reads "not provided"', () => {
    const { container } = render(<ReraBlock rera={RERA} />);
    expect(screen.getByTestId('rera-qr')).toHaveAttribute('href', RERA.check_url);
    expect(screen.getByTestId('rera-site')).toHaveAttribute('href', RERA.check_url);
    expect(screen.getByTestId('rera-site')).toHaveTextContent('rera.karnataka.gov.in');
    container.remove();
    render(<ReraBlock rera={{ ...RERA, number: null, check_url: null, check_kind: null, qr_svg: null }} />);
    expect(screen.getByTestId('rera-exempt')).toHaveTextContent(/exempt/);
    expect(document.body.textContent).not.toMatch(/not provided/i);
  });
});
