import Link from 'next/link';
import { TOP_LOCALITIES } from '@/lib/constants';
import { GUIDE_LINKS, QUICK_LINKS, SITE_NAME, SOCIAL_LINKS } from '@/lib/site';
import { cityIndexHref } from '@/lib/search-links';
import { SupportBlock } from './support-block';
import { NewsletterForm } from './newsletter-form';

/** Server-rendered footer; `supportOnly` on error pages (SPEC §2). */
export function SiteFooter({ supportOnly = false }: { supportOnly?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <SupportBlock />
        {!supportOnly && (
          <div className="site-footer__more">
            <nav aria-labelledby="quick-links-heading">
              <h2 id="quick-links-heading">Quick Links</h2>
              <ul>
                {QUICK_LINKS.map((l) => <li key={l.href}><Link href={l.href} prefetch={false}>{l.label}</Link></li>)}
              </ul>
              <h2 id="guides-heading" className="mt-3">Guides and tools</h2>
              <ul aria-labelledby="guides-heading">
                {GUIDE_LINKS.map((l) => <li key={l.href}><Link href={l.href} prefetch={false}>{l.label}</Link></li>)}
              </ul>
            </nav>
            <nav aria-labelledby="top-localities-heading">
              <h2 id="top-localities-heading">Top Localities</h2>
              <ul>
                {TOP_LOCALITIES.map((c) => (
                  <li key={c}><Link href={cityIndexHref(c)} prefetch={false}>Properties in {c}</Link></li>
                ))}
                <li><Link href="/in" prefetch={false}>All cities</Link></li>
              </ul>
            </nav>
            <section aria-labelledby="newsletter-heading">
              <h2 id="newsletter-heading">Subscribe to our newsletter</h2>
              <NewsletterForm />
              <h2 className="mt-4" id="social-heading">Follow us</h2>
              <ul className="social-links" aria-labelledby="social-heading">
                {SOCIAL_LINKS.map((s) => (
                  <li key={s.label}><a href={s.href} target="_blank" rel="noopener noreferrer">{s.label}</a></li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </div>
      <div className="site-footer__bottom">© {year} {SITE_NAME}. All rights reserved.</div>
    </footer>
  );
}
