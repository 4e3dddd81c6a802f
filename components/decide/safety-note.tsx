import Link from 'next/link';

export const SAFETY_PAGE = '/static-pages/safe-renting-and-buying';

/** Beside the contact and callback buttons: the token-amount scam, in one line. */
export function SafetyNote() {
  return (
    <p className="safety-note" data-testid="safety-note">
      <strong>Stay safe:</strong> never pay a token amount before visiting the property. GharBazaar never asks for one.{' '}
      <Link href={SAFETY_PAGE}>Safe renting and buying</Link>
    </p>
  );
}
