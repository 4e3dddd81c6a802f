import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TOP_LOCALITIES } from '@/lib/constants';
import { GUIDE_LINKS, QUICK_LINKS, SITE_NAME, SOCIAL_LINKS } from '@/lib/site';
import { cityIndexHref } from '@/lib/search-links';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageLocale, pagePath } from '@/server/platform/i18n/locale';
import type { Translator } from '@/server/platform/i18n/translator';
import { placeName } from '@/lib/i18n/place-names';
import { SupportBlock, supportWords } from './support-block';
import { NewsletterForm } from './newsletter-form';
import { LanguageSwitcher } from './language-switcher';

/** The catalogue key of each quick link (lib/site.ts), by its path. */
const QUICK_LINK_KEYS: Record<string, Parameters<Translator>[0]> = {
  '/static-pages/aboutus': 'footer.links.aboutus',
  '/static-pages/contact-us': 'footer.links.contact',
  '/static-pages/privacy-policy': 'footer.links.privacy',
  '/pricing': 'footer.links.pricing',
  '/static-pages/refund-policy': 'footer.links.refund',
  '/static-pages/terms-and-conditions': 'footer.links.terms',
  '/grievances': 'footer.links.grievances',
  '/static-pages/accessibility': 'footer.links.accessibility',
  '/pg': 'footer.links.pgMysuru',
};

type Props = { supportOnly?: boolean; t: Translator; locale: Locale; path: string };

/** The footer in one language; SiteFooter gives it the page's. */
export function FooterBody({ supportOnly = false, t, locale, path }: Props) {
  const year = new Date().getFullYear();
  const href = (p: string) => localePath(p, locale);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <SupportBlock words={supportWords(t)} />
        {!supportOnly && (
          <div className="site-footer__more">
            <nav aria-labelledby="quick-links-heading">
              <h2 id="quick-links-heading">{t('footer.quickLinks')}</h2>
              <ul>
                {QUICK_LINKS.map((l) => {
                  const key = QUICK_LINK_KEYS[l.href];
                  return <li key={l.href}><Link href={href(l.href)} prefetch={false}>{key ? t(key) : l.label}</Link></li>;
                })}
              </ul>
              <h2 id="guides-heading" className="mt-3">{t('footer.guides')}</h2>
              <ul aria-labelledby="guides-heading">
                {GUIDE_LINKS.map((l) => <li key={l.href}><Link href={href(l.href)} prefetch={false}>{t(l.key)}</Link></li>)}
              </ul>
            </nav>
            <nav aria-labelledby="top-localities-heading">
              <h2 id="top-localities-heading">{t('footer.topLocalities')}</h2>
              <ul>
                {TOP_LOCALITIES.map((c) => (
                  <li key={c}><Link href={href(cityIndexHref(c))} prefetch={false}>{t('footer.propertiesIn', { city: placeName(c, locale) })}</Link></li>
                ))}
                <li><Link href={href('/in')} prefetch={false}>{t('footer.allCities')}</Link></li>
              </ul>
            </nav>
            <section aria-labelledby="newsletter-heading">
              <h2 id="newsletter-heading">{t('footer.newsletter')}</h2>
              <NewsletterForm words={{ label: t('footer.emailLabel'), notice: t('footer.notice'), privacy: t('footer.privacyNotice'), submit: t('footer.subscribe'), privacyHref: href('/static-pages/privacy-policy') }} />
              <h2 className="mt-4" id="social-heading">{t('footer.followUs')}</h2>
              <ul className="social-links" aria-labelledby="social-heading">
                {SOCIAL_LINKS.map((s) => (
                  <li key={s.label}><a href={s.href} target="_blank" rel="noopener noreferrer">{s.label}</a></li>
                ))}
              </ul>
              <h2 className="mt-4" id="footer-language">{t('language.label')}</h2>
              <LanguageSwitcher id="footer-language" landmark={false} label={t('language.label')} current={locale} path={path} />
            </section>
          </div>
        )}
      </div>
      <div className="site-footer__bottom">{t('footer.rights', { year, site: SITE_NAME })}</div>
    </footer>
  );
}

/** Server-rendered footer in the page's language; `supportOnly` on error pages (SPEC §2). */
export async function SiteFooter({ supportOnly = false }: { supportOnly?: boolean }) {
  const [t, locale, path] = await Promise.all([getTranslations(), pageLocale(), pagePath()]);
  return <FooterBody supportOnly={supportOnly} t={t} locale={locale} path={path} />;
}
