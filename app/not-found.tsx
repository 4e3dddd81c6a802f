import Link from 'next/link';
import { SiteFooter } from '@/components/layout/site-footer';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <>
      <section className="page-width py-5 text-center">
        <p className="display-4 fw-bold text-brand mb-2">404</p>
        <h1 className="h3">We could not find that page</h1>
        <p className="text-muted">The listing may have been sold, let out or removed, or the link is mistyped.</p>
        <Link href="/" className="btn btn-primary mt-2">Go to the home page</Link>
      </section>
      <SiteFooter supportOnly />
    </>
  );
}
