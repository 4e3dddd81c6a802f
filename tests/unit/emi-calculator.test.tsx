// @vitest-environment jsdom
// Issue 20 §5: the calculator shows amounts as SPEC §9 prices (₹ 40 Lac) and announces only the EMI.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmiCalculator } from '@/components/emi/emi-calculator';

afterEach(cleanup);

describe('EMI calculator', () => {
  it('shows the loan and the costs in Lac and Cr, the EMI in rupees', async () => {
    render(<EmiCalculator price={5_000_000} state="Karnataka" />);
    expect(screen.getByTestId('emi-loan').textContent).toBe('₹ 40 Lac');
    expect(screen.getByTestId('emi-monthly').textContent).toBe('₹ 34,713');
    expect(screen.getByTestId('emi-stamp').textContent).toBe('₹ 3.3 Lac');
    expect(screen.getByText('Cash needed up front').nextElementSibling!.textContent).toBe('₹ 13.3 Lac');
    await userEvent.clear(screen.getByLabelText('Property price'));
    await userEvent.type(screen.getByLabelText('Property price'), '25000000');
    expect(screen.getByTestId('emi-loan').textContent).toBe('₹ 2 Cr');
  });

  it('announces the monthly EMI with its label, not the five figures on every keystroke', () => {
    const { container } = render(<EmiCalculator price={5_000_000} state="Karnataka" />);
    const live = container.querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0].textContent).toBe('Monthly EMI₹ 34,713');
    expect(live[0].getAttribute('aria-atomic')).toBe('true');
  });
});
