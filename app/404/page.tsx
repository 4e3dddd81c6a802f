import { notFound } from 'next/navigation';

// SPEC §2 names /404 as a route: it shows the not-found page.
export default function FourOhFour() {
  notFound();
}
