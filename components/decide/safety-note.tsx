import Link from 'next/link';

export const SAFETY_PAGE = '/static-pages/safe-renting-and-buying';

/** Beside the contact and callback buttons: the token-amount scam, in one line. */
/** `words`: the page's language (English by default). */
export function SafetyNote({ words }: { words?: { lead: string; text: string; link: string; href: string } }) {
  return (
    <p className="safety-note" data-testid="safety-note">
      {words
        ? <><strong>{words.lead}</strong> {words.text}{' '}<Link href={words.href}>{words.link}</Link></>
        : <><strong>Stay safe:</strong> never pay a token amount before visiting the property. GharBazaar never asks for one.{' '}<Link href={SAFETY_PAGE}>Safe renting and buying</Link></>}
    </p>
  );
}
