// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from '@/components/auth/otp-input';
import { toOptions } from '@/components/location/use-locality-search';

// Issue 14 §1: retyping a mistyped OTP, and locality suggestions city-first.

function Harness({ initial = '' }: { initial?: string }) {
  const [v, setV] = useState(initial);
  return (
    <>
      <OtpInput value={v} onChange={setV} invalid />
      <output data-testid="otp">{v}</output>
    </>
  );
}

describe('OTP boxes', () => {
  it('overwrite a wrong OTP when the visitor clicks the first box and types the right one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(screen.getByLabelText('OTP digit 1 of 4'));
    await user.keyboard('5678');
    expect(screen.getByTestId('otp')).toHaveTextContent('5678');
  });

  it('overwrite a full box even with the caret after its digit', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    const second = screen.getByLabelText('OTP digit 2 of 4') as HTMLInputElement;
    second.focus();
    second.setSelectionRange(1, 1);
    await user.keyboard('9');
    expect(screen.getByTestId('otp')).toHaveTextContent('1934');
    expect(screen.getByLabelText('OTP digit 3 of 4')).toHaveFocus();
  });

  it('select their digit on focus so a tap and a digit replace it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    const third = screen.getByLabelText('OTP digit 3 of 4') as HTMLInputElement;
    await user.click(third);
    expect(third.selectionStart).toBe(0);
    expect(third.selectionEnd).toBe(1);
  });
});

describe('location suggestions', () => {
  it("put the chosen city's localities before other cities named like the text", () => {
    const options = toOptions({
      city: [{ city_name: 'Vijayapura' }],
      locality: [
        { locality_name: 'Vijayanagar', city_name: 'Mysuru', id: 1, lat: 12.3, lng: 76.6 },
        { locality_name: 'Vijaynagar', city_name: 'Bengaluru', id: 2, lat: 12.9, lng: 77.5 },
      ],
      pages: 1,
    } as never, 'Mysuru');
    expect(options.map((o) => o.label)).toEqual(['Vijayanagar, Mysuru', 'Vijayapura', 'Vijaynagar, Bengaluru']);
  });
});
