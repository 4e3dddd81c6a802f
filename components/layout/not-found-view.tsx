import Link from 'next/link';

/**
 * The 404 message. `page-not-found` marks the page so the site layout's footer
 * shrinks to its support block (styles/globals.css), as SPEC §2 wants on error
 * pages, without a second footer.
 */
export function NotFoundView() {
  return (
    <section className="page-width py-5 text-center page-not-found">
      <p className="display-4 fw-bold text-brand mb-2">404</p>
      <h1 className="h3">We could not find that page</h1>
      <p className="text-muted">The listing may have been sold, let out or removed, or the link is mistyped.</p>
      <Link href="/" className="btn btn-primary mt-2">Go to the home page</Link>
    </section>
  );
}
