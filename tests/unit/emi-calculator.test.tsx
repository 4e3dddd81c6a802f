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
    // 5 % duty with 10 % cess and 2 % surcharge on it (5.6 %) and 2 % registration: ₹ 3.8 Lac on ₹ 50 Lac.
    expect(screen.getByTestId('emi-stamp').textContent).toBe('₹ 3.8 Lac');
    expect(screen.getByText('Cash needed up front').nextElementSibling!.textContent).toBe('₹ 13.8 Lac');
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

  it('the rate sentence and the amount agree: Karnataka at ₹ 30 Lac is 3 % with its surcharges, not 5.6 %', async () => {
    render(<EmiCalculator price={3_000_000} state="Karnataka" />);
    expect(screen.getByTestId('emi-rates')).toHaveTextContent(/^Karnataka at ₹ 30 Lac: stamp duty 3 % .*: 3\.36 % in all; registration 2 %\. An estimate/);
    expect(screen.getByTestId('emi-stamp').textContent).toBe('₹ 1.6 Lac');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'West Bengal');
    expect(screen.getByTestId('emi-rates')).toHaveTextContent(/^West Bengal at ₹ 30 Lac: stamp duty 6 % \(6 % up to ₹ 1 Cr, 7 % above\); registration 1 %/);
    expect(screen.getByTestId('emi-stamp').textContent).toBe('₹ 2.1 Lac');
  });
});
